import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/**
 * The product rules (docs/product.md#errors, docs/product.md#constants): a split-off part that has not loaded
 * after 120 000 ms counts as a load failure.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

function withTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('Caricamento della pagina scaduto')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'Caricamento non riuscito'));
      },
    );
  });
}

/** A page of the route table, loaded on first render or before (`preload`). */
export interface LazyPage {
  (): ReactElement;
  /** The page's export: the build finds its chunk by it, to link from the prerendered HTML (decision 038). */
  exportName: string;
  /** Loads the chunk; once loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A page in its own chunk, loaded straight from its feature: `name` is the page's export, checked against
 * the module. Load failures and time-outs reach the route error boundary. A page preloaded before the
 * browser hydrates its prerendered HTML renders at once: had it suspended, React would have kept the HTML
 * without hydrating it, and any update meanwhile (the sign-in check's answer) would replace it with the
 * loading state until the chunk came.
 */
export function lazyRoute<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= withTimeout(load).then((module) => {
      loaded = module[name] as ComponentType;
      return loaded;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { exportName: name, preload });
}
