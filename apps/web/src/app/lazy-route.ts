import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Spec §8/§9: a split-off part that has not loaded after 120 000 ms counts as a load failure. */
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

/**
 * A page in its own chunk, loaded straight from its feature: `name` is the page's export, checked against
 * the module. Load failures and time-outs reach the route error boundary. The build finds the page's chunk
 * by `exportName` to link its script and styles from the prerendered HTML (decision 038).
 */
export interface LazyPage extends LazyExoticComponent<ComponentType> {
  exportName: string;
}

export function lazyRoute<Module extends Record<Name, ComponentType>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  const Page = lazy(() => withTimeout(load).then((module) => ({ default: module[name] as ComponentType })));
  return Object.assign(Page, { exportName: name });
}
