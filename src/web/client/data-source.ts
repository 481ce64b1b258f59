// Where documents come from: the server's /api/<key>, or, in the static export, data/<key>.js
// scripts that call window.__seedworldData(key, value) (file:// allows scripts, not fetch).
import { STATIC_DATA_CALLBACK, type ClientConfig } from "../model.js";

export interface DataSource {
  load<T>(key: string): Promise<T>;
}

export function createDataSource(config: ClientConfig): DataSource {
  const cache = new Map<string, Promise<unknown>>();
  const fetchOne = config.mode === "static" ? staticLoader() : serverLoader;
  return {
    load<T>(key: string): Promise<T> {
      let pending = cache.get(key);
      if (!pending) {
        pending = fetchOne(key);
        // A failed load is not cached, so a retry can succeed.
        pending.catch(() => cache.delete(key));
        cache.set(key, pending);
      }
      return pending as Promise<T>;
    },
  };
}

async function serverLoader(key: string): Promise<unknown> {
  const response = await fetch(`api/${encodeURIComponent(key)}`);
  if (!response.ok) throw new Error(`api/${key}: HTTP ${response.status}`);
  return response.json();
}

function staticLoader(): (key: string) => Promise<unknown> {
  const waiting = new Map<string, (value: unknown) => void>();
  (window as unknown as Record<string, unknown>)[STATIC_DATA_CALLBACK] = (key: string, value: unknown) => {
    waiting.get(key)?.(value);
    waiting.delete(key);
  };
  return (key) =>
    new Promise((resolve, reject) => {
      waiting.set(key, resolve);
      const script = document.createElement("script");
      script.src = `data/${key}.js`;
      script.onerror = () => {
        waiting.delete(key);
        reject(new Error(`data/${key}.js could not be loaded`));
      };
      script.onload = () => script.remove();
      document.head.appendChild(script);
    });
}
