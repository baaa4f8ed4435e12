/**
 * The build's prerender (vite-prerender-plugin, docs/decisions/038-prerendered-pages.md): the public pages
 * rendered to HTML once, at build time, with React's static renderer; the browser hydrates them (main.tsx).
 * Values of the server's configuration render as placeholders that the server fills in at start. Each page's
 * head says which route it is and which lazy chunks it needs; build/prerendered-pages.ts turns that into
 * the manifest the server reads and into the page's script and style links.
 */
import { CHECKS_CLAIM } from '@verificauto/shared/domain/checks-count';
import { type HeadTag, pageLinkTags, reportLinkPreview } from '@verificauto/shared/prerender/link-preview';
import { PUBLIC_URL_PLACEHOLDER } from '@verificauto/shared/prerender/placeholders';
import { renderToString } from 'react-dom/server.edge';
// The edge build: the browser's keeps a MessageChannel open, and with it the build's process.
import { prerender as renderStatic } from 'react-dom/static.edge';
import { queryClient } from './app/query-client';
import { appAt, queryStateBlock, splitHoisted } from './app/render-app';
import { prerenderRoute } from './app/router';
import { paths } from './config/paths';
import { exampleReportQueryOptions } from './features/report/api/load-example-report';

/** The pages rendered whole; `shell` pages are rendered for one path and served for all paths of their route. */
interface PrerenderedPage {
  url: string;
  shell?: true;
  /** The data the page shows, put into the query cache before rendering and sent with the page. */
  example?: string;
}

// A path of the shells' routes: rendered while its data loads, the page shows nothing of the uuid.
const SHELL_UUID = '00000000-0000-4000-8000-000000000000';

const PAGES: PrerenderedPage[] = [
  { url: paths.home.href() },
  { url: paths.about.href() },
  { url: paths.howToSell.href() },
  { url: paths.howToBuy.href() },
  { url: paths.policies.href() },
  { url: paths.contact.href() },
  { url: paths.workWithUs.href() },
  { url: paths.exampleReport.href('good'), example: 'good' },
  { url: paths.exampleReport.href('bad'), example: 'bad' },
  { url: paths.booking.href() },
  { url: paths.signIn.href() },
  { url: paths.report.href(SHELL_UUID), shell: true },
  { url: paths.checkout.href(SHELL_UUID), shell: true },
];

/** Marks read by build/prerendered-pages.ts, which removes them. */
const ROUTE_MARK = 'verificauto:route';
const CHUNKS_MARK = 'verificauto:chunks';

const DEFAULT_DESCRIPTION = `Verificauto: l’ispezione professionale dell’auto usata in officina partner, con un report online di oltre ${CHECKS_CLAIM} controlli da condividere con gli acquirenti.`;

async function exampleTags(name: string, url: string): Promise<HeadTag[]> {
  const report = await queryClient.fetchQuery(exampleReportQueryOptions(name));
  if (!report) throw new Error(`Report di esempio mancante: ${name}`);
  return pageLinkTags(reportLinkPreview(report.report, PUBLIC_URL_PLACEHOLDER), PUBLIC_URL_PLACEHOLDER, url);
}

export async function renderPage({ url }: { url: string }) {
  const page = PAGES.find((candidate) => candidate.url === url);
  const route = prerenderRoute(url);
  if (!page || !route) throw new Error(`Pagina da prerenderizzare sconosciuta: ${url}`);
  queryClient.clear();
  const previewTags = page.example ? await exampleTags(page.example, url) : undefined;
  const app = appAt(url);
  // The static render waits for the lazy chunks, but writes what suspended as a fallback revealed by
  // inline scripts, which the CSP refuses; rendered again with every chunk loaded, nothing suspends.
  await (await renderStatic(app)).prelude.pipeTo(new WritableStream());
  const html = renderToString(app);
  if (html.includes('<script')) throw new Error(`${url}: la pagina prerenderizzata contiene uno script`);
  const { title, description = DEFAULT_DESCRIPTION, body } = splitHoisted(html);
  const queryState = page.example ? queryStateBlock() : '';
  // Its garbage-collection timers would keep the build's process alive.
  queryClient.clear();
  // The shells' routes get their link preview from the server, which knows the report
  // (docs/product.md#report-access).
  const tags: HeadTag[] = page.shell
    ? [{ type: 'meta', props: { name: 'description', content: description } }]
    : (previewTags ?? pageLinkTags({ title, description }, PUBLIC_URL_PLACEHOLDER, url));
  return {
    html: body + queryState,
    // The home page lists the others: the plugin renders every page it is given as a link.
    links: url === paths.home.href() ? new Set(PAGES.map((other) => other.url)) : undefined,
    head: {
      lang: 'it',
      title,
      elements: new Set([
        ...tags,
        { type: 'meta', props: { name: ROUTE_MARK, content: page.shell ? route.pattern : url } },
        { type: 'meta', props: { name: CHUNKS_MARK, content: route.chunks.join(' ') } },
      ]),
    },
  };
}
