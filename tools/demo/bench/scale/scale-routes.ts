/**
 * The routes `npm run bench:scale` measures, one line each: who asks, the path, and for a later page how to
 * get its URL from the first page's answer. Keep it one small list: the routes' pages and cursors change.
 */
export type BenchRole = 'backoffice' | 'seller' | 'buyer' | 'technician' | 'guest';

export interface ScaleRoute {
  label: string;
  as: BenchRole;
  path: string;
  /** The URL of the page after the one `path` answers, from that answer. */
  next?: (body: unknown) => string;
}

/** The id of the last row of the answer's first list: the `before` of the keyset pages by id. */
function lastId(body: unknown): string {
  const list = Object.values(body as Record<string, unknown>).find(Array.isArray) as
    | { id: unknown }[]
    | undefined;
  const id = list?.at(-1)?.id;
  if (id === undefined)
    throw new Error('la prima pagina non ha righe: nessuna pagina successiva da misurare');
  return String(id);
}

/** A field of the answer naming the next page (`next`, `inspectionsRequestedNext`…). */
function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown>)[name];
  if (typeof value !== 'string') throw new Error(`la prima pagina non ha ${name}: nessuna pagina successiva`);
  return encodeURIComponent(value);
}

const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export const SCALE_ROUTES: readonly ScaleRoute[] = [
  { label: 'back office: coda di approvazione', as: 'backoffice', path: '/api/backoffice/reports' },
  {
    label: 'back office: coda di approvazione, pagina successiva',
    as: 'backoffice',
    path: '/api/backoffice/reports',
    next: (body) => `/api/backoffice/reports?cursor=${field(body, 'next')}`,
  },
  { label: 'back office: fatture, prima pagina', as: 'backoffice', path: '/api/backoffice/invoices' },
  {
    label: 'back office: fatture, pagina successiva',
    as: 'backoffice',
    path: '/api/backoffice/invoices',
    next: (body) => `/api/backoffice/invoices?before=${lastId(body)}`,
  },
  { label: 'back office: fatture, «rossi»', as: 'backoffice', path: '/api/backoffice/invoices?q=rossi' },
  { label: 'back office: utenti, ricerca vuota', as: 'backoffice', path: '/api/backoffice/users?q=' },
  {
    label: 'back office: utenti, pagina successiva',
    as: 'backoffice',
    path: '/api/backoffice/users?q=',
    next: (body) => `/api/backoffice/users?cursor=${field(body, 'next')}`,
  },
  { label: 'back office: utenti, «rossi»', as: 'backoffice', path: '/api/backoffice/users?q=rossi' },
  { label: 'back office: registro delle azioni', as: 'backoffice', path: '/api/backoffice/audit' },
  {
    label: 'back office: registro delle azioni, pagina successiva',
    as: 'backoffice',
    path: '/api/backoffice/audit',
    next: (body) => `/api/backoffice/audit?before=${lastId(body)}`,
  },
  { label: 'back office: codici sconto', as: 'backoffice', path: '/api/backoffice/discount-codes' },
  { label: 'back office: officine', as: 'backoffice', path: '/api/backoffice/workshops' },
  {
    label: 'back office: officine, pagina successiva',
    as: 'backoffice',
    path: '/api/backoffice/workshops',
    next: (body) => `/api/backoffice/workshops?before=${lastId(body)}`,
  },
  { label: 'back office: e-mail non recapitate', as: 'backoffice', path: '/api/backoffice/failed-mails' },
  { label: 'profilo del venditore (500 ispezioni)', as: 'seller', path: '/api/user/reports' },
  {
    label: 'profilo del venditore, pagina successiva',
    as: 'seller',
    path: '/api/user/reports',
    next: (body) => `/api/user/reports/requested?before=${field(body, 'inspectionsRequestedNext')}`,
  },
  { label: "profilo dell'acquirente (500 acquisti)", as: 'buyer', path: '/api/user/reports' },
  {
    label: "profilo dell'acquirente, pagina successiva",
    as: 'buyer',
    path: '/api/user/reports',
    next: (body) => `/api/user/reports/purchased?before=${field(body, 'inspectionsPurchasedNext')}`,
  },
  { label: 'officina: prenotazioni, questa settimana', as: 'technician', path: '/api/workshop/bookings' },
  {
    label: 'officina: prenotazioni, settimana successiva',
    as: 'technician',
    path: '/api/workshop/bookings',
    next: () => `/api/workshop/bookings?from=${nextWeek()}`,
  },
];
