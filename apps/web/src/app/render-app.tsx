import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { AuthProvider } from '../lib/auth-context';
import { QUERY_STATE_ELEMENT_ID, queryClient } from './query-client';
import { AppRoutes } from './router';

/** The app at one address, as the build (prerender-pages.tsx) and the server (render.tsx) render it to HTML. */
export function appAt(url: string) {
  return (
    <StrictMode>
      <StaticRouter location={url}>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </StaticRouter>
    </StrictMode>
  );
}

/** The query cache as a data block the browser's query client starts from (query-client.ts). */
export function queryStateBlock(): string {
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${json}</script>`;
}

// React writes the page's <title> and <meta> (React 19 hoists them) before the page's own markup.
const HOISTED = /^(?:<title>(?<title>[^<]*)<\/title>|<meta [^>]*>|<link [^>]*>)/;

export function splitHoisted(html: string): { title: string; description?: string; body: string } {
  let rest = html;
  let title = 'Verificauto';
  let description: string | undefined;
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    const [tag] = match;
    if (match.groups?.title !== undefined) title = unescapeHtml(match.groups.title);
    const content = /^<meta name="description" content="([^"]*)"/.exec(tag)?.[1];
    if (content !== undefined) description = unescapeHtml(content);
    rest = rest.slice(tag.length);
  }
  return { title, description, body: rest };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
