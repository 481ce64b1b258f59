// The dashboard in the browser: reads its settings from the page, loads the overview, and renders
// the page named by the location hash (hash routing works from file:// as well as over HTTP).
// body[data-page] / body[data-state] say what is shown and whether it finished rendering.
import { DataKeys, type ClientConfig, type Overview } from "../model.js";
import { disposeCharts } from "./charts.js";
import { parseHash, type Page, type PageContext } from "./context.js";
import { createDataSource } from "./data-source.js";
import { h } from "./dom.js";
import { playPage } from "./pages/play.js";
import { runsPage } from "./pages/runs.js";
import { skillsPage } from "./pages/skills.js";
import { tasksPage } from "./pages/tasks.js";
import { trainingPage } from "./pages/training.js";
import { episodePage, trajectoriesPage } from "./pages/trajectories.js";

const PAGES: Record<string, Page> = {
  runs: runsPage,
  tasks: tasksPage,
  training: trainingPage,
  trajectories: trajectoriesPage,
  episode: episodePage,
  skills: skillsPage,
  play: playPage,
};

const NAV: Array<[string, string]> = [
  ["runs", "Runs"],
  ["tasks", "Tasks"],
  ["training", "Training"],
  ["trajectories", "Trajectories"],
  ["skills", "Skill banks"],
  ["play", "Play"],
];

/** Which nav item a page belongs to (an episode is part of the trajectory viewer). */
const NAV_OF: Record<string, string> = { episode: "trajectories" };

function readConfig(): ClientConfig {
  const element = document.getElementById("seedworld-config");
  return element?.textContent ? (JSON.parse(element.textContent) as ClientConfig) : { mode: "server" };
}

async function boot(): Promise<void> {
  const root = document.getElementById("app")!;
  const data = createDataSource(readConfig());
  let overview: Overview;
  try {
    overview = await data.load<Overview>(DataKeys.overview);
  } catch (error) {
    showError(root, error);
    return;
  }
  const nav = h("nav");
  const main = h("main");
  root.replaceChildren(h("header", { class: "top" }, h("span", { class: "brand" }, "seedworld"), nav), main);
  let generation = 0;
  const render = async () => {
    const current = ++generation;
    const route = parseHash(location.hash);
    const page = PAGES[route.page] ?? runsPage;
    document.body.dataset.page = PAGES[route.page] ? route.page : "runs";
    document.body.dataset.state = "loading";
    renderNav(nav, NAV_OF[route.page] ?? route.page);
    const context: PageContext = { data, overview, params: route.params, query: route.query };
    const content = route.error ? h("div", { class: "error", "data-testid": "page-error" }, route.error) : await renderPage(page, context);
    // A later navigation may have started while this page loaded; it wins.
    if (current !== generation) return;
    disposeCharts();
    main.replaceChildren(content);
    window.scrollTo(0, 0);
    // Charts draw on the next frame (they need their width); ready after that.
    requestAnimationFrame(() => requestAnimationFrame(() => current === generation && (document.body.dataset.state = "ready")));
  };
  window.addEventListener("hashchange", () => void render());
  await render();
}

async function renderPage(page: Page, context: PageContext): Promise<Node> {
  try {
    return await page(context);
  } catch (error) {
    console.error(error);
    return h(
      "div",
      { class: "error", "data-testid": "page-error" },
      `This page could not be shown: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function renderNav(nav: HTMLElement, active: string): void {
  nav.replaceChildren(...NAV.map(([page, label]) => h("a", { href: `#/${page}`, class: page === active ? "active" : null }, label)));
}

function showError(root: HTMLElement, error: unknown): void {
  console.error(error);
  root.replaceChildren(
    h("p", { class: "error" }, `The dashboard data could not be loaded: ${error instanceof Error ? error.message : String(error)}`),
  );
  document.body.dataset.state = "error";
}

void boot();
