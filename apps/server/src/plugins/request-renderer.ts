import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REQUEST_RENDERER_FILE, type RequestRenderer } from '@verificauto/shared/prerender/request-render';

/**
 * The web build's renderer of pages with request data (apps/web/src/render.tsx, decision 038), beside the
 * web build it belongs to. Without it the pages stay shells that the browser fills in.
 */
export async function loadRequestRenderer(webRoot: string): Promise<RequestRenderer | undefined> {
  const file = path.join(path.dirname(webRoot), REQUEST_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as RequestRenderer;
}
