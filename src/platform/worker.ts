// Starting a worker thread on a module of this package, from the compiled JavaScript or, under tsx
// (tests, benches, `npx tsx`), from the TypeScript sources: workers do not inherit `--import`
// loaders on Node 20, so the worker registers tsx itself before loading the module.
import { Worker, type WorkerOptions } from "node:worker_threads";

/** `sibling` is the module's file name without extension, resolved next to `base` (an import.meta.url). */
export function startModuleWorker(base: string, sibling: string, options: WorkerOptions): Worker {
  const fromSources = base.endsWith(".ts");
  const entry = new URL(`./${sibling}${fromSources ? ".ts" : ".js"}`, base);
  if (!fromSources) return new Worker(entry, options);
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
