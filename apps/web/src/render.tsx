/**
 * The server's renderer (decision 038): pages whose first screen depends on data the build cannot know,
 * rendered for a guest's request with the data the server already has, so that the first paint needs no
 * script and no API call. Built by `vite build --ssr` into dist-render/; the server loads it at start.
 */
import type { RenderedPage, RequestRenderer } from '@verificauto/shared/prerender/request-render';
import { renderToString } from 'react-dom/server';
import { queryClient } from './app/query-client';
import { appAt, queryStateBlock, splitHoisted } from './app/render-app';
import { preloadRoute } from './app/router';
import { paths } from './config/paths';
import { checkoutOfferQueryOptions } from './features/payments/checkout/api/get-checkout-offer';
import { type ReportAnswer, reportAnswerQueryOptions } from './features/report/api/get-report';

// A boundary that suspended: rendered so, the page would show its loading state and need a script to fill in.
const INCOMPLETE = /<!--\$[!?]-->|<script/;

async function renderWith(url: string, fill: () => void): Promise<RenderedPage | undefined> {
  // Loaded once, the route's chunks render at once: from here to the end nothing waits, so no other
  // request's render can meet this one in the shared query cache.
  await preloadRoute(url);
  fill();
  try {
    const html = renderToString(appAt(url));
    if (INCOMPLETE.test(html)) return undefined;
    const { title, body } = splitHoisted(html);
    return { title, root: body + queryStateBlock() };
  } finally {
    queryClient.clear();
  }
}

export const renderCheckoutPage: RequestRenderer['renderCheckoutPage'] = (inspectionUuid, offer) =>
  renderWith(paths.checkout.href(inspectionUuid), () =>
    queryClient.setQueryData(checkoutOfferQueryOptions(inspectionUuid).queryKey, offer),
  );

export const renderReportPage: RequestRenderer['renderReportPage'] = (inspectionUuid, guestAnswer) => {
  const answer: ReportAnswer = { kind: 'guest', body: guestAnswer };
  return renderWith(paths.report.href(inspectionUuid), () =>
    queryClient.setQueryData(reportAnswerQueryOptions(inspectionUuid).queryKey, answer),
  );
};
