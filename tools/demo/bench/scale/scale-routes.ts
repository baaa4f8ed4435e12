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

/** The id of the last row of the answer's first list: the `before` of the keyset pages. */
function lastId(body: unknown): string {
  const list = Object.values(body as Record<string, unknown>).find(Array.isArray) as
    | { id: unknown }[]
    | undefined;
  const id = list?.at(-1)?.id;
  if (id === undefined)
    throw new Error('la prima pagina non ha righe: nessuna pagina successiva da misurare');
  return String(id);
}

export const SCALE_ROUTES: readonly ScaleRoute[] = [
  { label: 'back office: coda di approvazione', as: 'backoffice', path: '/api/backoffice/reports' },
  { label: 'back office: fatture, prima pagina', as: 'backoffice', path: '/api/backoffice/invoices' },
  {
    label: 'back office: fatture, pagina successiva',
    as: 'backoffice',
    path: '/api/backoffice/invoices',
    next: (body) => `/api/backoffice/invoices?before=${lastId(body)}`,
  },
  { label: 'back office: utenti, ricerca vuota', as: 'backoffice', path: '/api/backoffice/users?q=' },
  { label: 'back office: utenti, «rossi»', as: 'backoffice', path: '/api/backoffice/users?q=rossi' },
  { label: 'back office: registro delle azioni', as: 'backoffice', path: '/api/backoffice/audit' },
  { label: 'back office: codici sconto', as: 'backoffice', path: '/api/backoffice/discount-codes' },
  { label: 'back office: officine', as: 'backoffice', path: '/api/backoffice/workshops' },
  { label: 'profilo del venditore (500 ispezioni)', as: 'seller', path: '/api/user/reports' },
  { label: "profilo dell'acquirente (500 acquisti)", as: 'buyer', path: '/api/user/reports' },
  { label: 'officina: prenotazioni', as: 'technician', path: '/api/workshop/bookings' },
];
