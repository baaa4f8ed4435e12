declare const HREF: unique symbol;

/**
 * A link of this site. Only the route table below makes one, so a link to a path the table lacks does not
 * compile; `components/ui/link.tsx` accepts nothing else (docs/decisions/022-route-table.md).
 */
export type Href = string & { readonly [HREF]: true };

const asHref = (url: string) => url as Href;
const segment = (value: string) => encodeURIComponent(value);

/** A page without parameters; `hash` links to an anchor in it, e.g. `paths.policies.href('privacy-policy')`. */
function page<const P extends string>(path: P) {
  return { path, href: (hash?: string) => asHref(hash ? `${path}#${hash}` : path) };
}

/**
 * Every client route in one typed table: `path` is the pattern the router matches (app/router.tsx maps
 * each entry to its page), `href` builds the links to it.
 */
export const paths = {
  home: page('/'),
  about: page('/about'),
  howToSell: page('/how-to-sell'),
  howToBuy: page('/how-to-buy'),
  policies: page('/policies'),
  contact: page('/contact'),
  workWithUs: page('/work-with-us'),
  error: page('/error'),
  signIn: {
    path: '/signin',
    /**
     * With `redirect` (a path of this site), sign-in opens it once the user is signed in
     * (docs/product.md#sign-in).
     */
    href: (query?: { redirect: string }) =>
      asHref(query ? `/signin?${new URLSearchParams(query)}` : '/signin'),
  },
  forgotPassword: {
    path: '/forgot-password',
    /** With `email`, the form starts filled in. */
    href: (query?: { email: string }) =>
      asHref(query ? `/forgot-password?${new URLSearchParams(query)}` : '/forgot-password'),
  },
  resetPassword: {
    path: '/reset-password/:userId/:resetToken',
    href: (userId: string, resetToken: string) =>
      asHref(`/reset-password/${segment(userId)}/${segment(resetToken)}`),
  },
  activate: {
    path: '/activate/:userId/:token',
    href: (userId: string, token: string) => asHref(`/activate/${segment(userId)}/${segment(token)}`),
  },
  profile: page('/profile'),
  report: { path: '/report/:uuid', href: (uuid: string) => asHref(`/report/${segment(uuid)}`) },
  exampleReport: {
    path: '/report/example/:uuid',
    href: (name: 'good' | 'bad') => asHref(`/report/example/${name}`),
  },
  devMailbox: page('/dev/mailbox'),
  devMailboxMessage: {
    path: '/dev/mailbox/:id',
    href: (id: string) => asHref(`/dev/mailbox/${segment(id)}`),
  },
  // Booking; the scheduler view is `paths.booking.href('calendly')` (docs/product.md#booking-page).
  booking: page('/booking'),
  bookingConfirm: {
    path: '/booking/confirm/:uuid',
    href: (uuid: string) => asHref(`/booking/confirm/${segment(uuid)}`),
  },
  // The link of the booking e-mails: move or cancel the appointment.
  bookingManage: {
    path: '/booking/manage/:token',
    href: (token: string) => asHref(`/booking/manage/${segment(token)}`),
  },
  // The link that asks an account's owner to confirm a booking made with their address (decision 045).
  bookingClaim: {
    path: '/booking/claim/:token',
    href: (token: string) => asHref(`/booking/claim/${segment(token)}`),
  },
  // The link that asks an account's owner to confirm a purchase made with their address (decision 049).
  paymentClaim: {
    path: '/payment/claim/:token',
    href: (token: string) => asHref(`/payment/claim/${segment(token)}`),
  },
  // The report's paymentURL (inspection uuid) and the page the payment returns to (purchase uuid).
  paymentConfirm: {
    path: '/payment/confirm/:uuid',
    href: (uuid: string) => asHref(`/payment/confirm/${segment(uuid)}`),
  },
  // The withdrawal function of a report purchase or a booking: a signed link, no sign-in (decision 056).
  withdrawal: {
    path: '/recesso/:token',
    href: (token: string) => asHref(`/recesso/${segment(token)}`),
  },
  checkout: { path: '/checkout/:uuid', href: (uuid: string) => asHref(`/checkout/${segment(uuid)}`) },
  // A booking's fee (decision 035), by the inspection's uuid.
  bookingPay: {
    path: '/booking/pay/:uuid',
    href: (uuid: string) => asHref(`/booking/pay/${segment(uuid)}`),
  },
  // The workshop app and the back office (decision 037), gated by role.
  workshop: {
    path: '/officina',
    /** With `dal` (yyyy-mm-dd), the week of bookings from that day; without, from today. */
    href: (query?: { dal: string }) =>
      asHref(query ? `/officina?${new URLSearchParams(query)}` : '/officina'),
  },
  workshopInspection: {
    path: '/officina/ispezioni/:uuid',
    href: (uuid: string) => asHref(`/officina/ispezioni/${segment(uuid)}`),
  },
  backoffice: page('/backoffice'),
  backofficeReport: {
    path: '/backoffice/report/:uuid',
    href: (uuid: string) => asHref(`/backoffice/report/${segment(uuid)}`),
  },
  backofficeAudit: page('/backoffice/registro'),
  backofficeWorkshops: page('/backoffice/officine'),
  // A workshop's page by its id; 'nuova' opens the form of a new one.
  backofficeWorkshop: {
    path: '/backoffice/officine/:id',
    href: (id: string) => asHref(`/backoffice/officine/${segment(id)}`),
  },
  // A workshop's closures: the workshop's own (its staff), any workshop's (the back office), and the
  // bookings to come on days closed after they were made (docs/decisions/062-workshop-closures.md).
  workshopClosures: page('/officina/chiusure'),
  backofficeWorkshopClosures: {
    path: '/backoffice/officine/:id/chiusure',
    href: (id: string) => asHref(`/backoffice/officine/${segment(id)}/chiusure`),
  },
  backofficeClosedDayBookings: page('/backoffice/prenotazioni-giorni-chiusura'),
  backofficeDiscountCodes: page('/backoffice/codici-sconto'),
  backofficeInvoices: page('/backoffice/fatture'),
  backofficeFailedMails: page('/backoffice/email-non-inviate'),
  // Users: the search (its text in `q`, kept when coming back from a user) and a user's page by id.
  backofficeUsers: {
    path: '/backoffice/utenti',
    href: (query?: { q: string }) =>
      asHref(query?.q ? `/backoffice/utenti?${new URLSearchParams(query)}` : '/backoffice/utenti'),
  },
  backofficeUser: {
    path: '/backoffice/utenti/:id',
    href: (id: string) => asHref(`/backoffice/utenti/${segment(id)}`),
  },
} as const;

export type RouteName = keyof typeof paths;
