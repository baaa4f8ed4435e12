import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REQUEST_RENDERER_FILE, type RequestRenderer } from '@verificauto/shared/prerender/request-render';

/**
 * The web build's renderer of pages with request data (apps/web/src/render.tsx, decision 038), beside the
 * web build it belongs to. Without it the pages stay shells that the browser fills in. Loaded at its first
 * page, not at start: a megabyte of React that an instance serving no guest's page never needs.
 */
export function loadRequestRenderer(webRoot: string): RequestRenderer | undefined {
  const file = path.join(path.dirname(webRoot), REQUEST_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  let loading: Promise<RequestRenderer> | undefined;
  const renderer = () => {
    loading ??= import(pathToFileURL(file).href) as Promise<RequestRenderer>;
    return loading;
  };
  return {
    renderCheckoutPage: async (inspectionUuid, offer) =>
      (await renderer()).renderCheckoutPage(inspectionUuid, offer),
    renderReportPage: async (inspectionUuid, guestAnswer) =>
      (await renderer()).renderReportPage(inspectionUuid, guestAnswer),
  };
}
