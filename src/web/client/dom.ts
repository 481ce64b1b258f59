// A few DOM helpers so pages read as structure: h("td", {class: "text"}, "label"). Text is always
// set as text (never as HTML), so file names and model output cannot inject markup.
export type Child = Node | string | number | null | undefined | false | Child[];
export type Attrs = Record<string, string | number | boolean | EventListener | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) setAttribute(element, name, value);
  append(element, children);
  return element;
}

function setAttribute(element: HTMLElement, name: string, value: Attrs[string]): void {
  if (value === null || value === undefined || value === false) return;
  if (typeof value === "function") element.addEventListener(name.replace(/^on/, "").toLowerCase(), value);
  else if (name === "value" && "value" in element) (element as HTMLInputElement).value = String(value);
  else element.setAttribute(name === "className" ? "class" : name, value === true ? "" : String(value));
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export interface Column<T> {
  head: string;
  cell: (row: T) => Child;
  /** Left-aligned column (names); numbers stay right-aligned. */
  text?: boolean;
  /** Left-aligned and wrapping (descriptions, sentences). */
  wrap?: boolean;
  title?: string;
}

export interface TableOptions<T> {
  footer?: T[];
  onRow?: (row: T) => void;
  rowAttrs?: (row: T) => Attrs;
  testId?: string;
}

export function dataTable<T>(columns: Column<T>[], rows: T[], options: TableOptions<T> = {}): HTMLTableElement {
  const cells = (row: T) => columns.map((c) => h("td", { class: c.wrap ? "wrap" : c.text ? "text" : null }, c.cell(row)));
  const bodyRow = (row: T) =>
    h(
      "tr",
      { ...options.rowAttrs?.(row), class: options.onRow ? "link" : null, onclick: options.onRow ? () => options.onRow!(row) : null },
      cells(row),
    );
  return h(
    "table",
    { class: "data", "data-testid": options.testId },
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        columns.map((c) => h("th", { class: c.text || c.wrap ? "text" : null, title: c.title }, c.head)),
      ),
    ),
    h(
      "tbody",
      null,
      rows.map(bodyRow),
      (options.footer ?? []).map((row) => h("tr", { class: "total" }, cells(row))),
    ),
  );
}

export function badge(text: string, tone: "good" | "bad" | "neutral"): HTMLElement {
  return h("span", { class: `badge ${tone}` }, text);
}

/** A <select> whose options are [value, label] pairs; calls onChange with the new value. */
export function select(
  options: Array<[string, string]>,
  current: string,
  onChange: (value: string) => void,
  testId?: string,
): HTMLSelectElement {
  const element = h(
    "select",
    { "data-testid": testId, onchange: (event: Event) => onChange((event.target as HTMLSelectElement).value) },
    options.map(([value, label]) => h("option", { value, selected: value === current }, label)),
  );
  element.value = current;
  return element;
}
