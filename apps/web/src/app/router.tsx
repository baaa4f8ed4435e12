import { matchRoutes, Route, Routes } from 'react-router';
import { paths, type RouteName } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { type LazyPage, lazyRoute } from './lazy-route';

const Home = lazyRoute(() => import('../features/marketing/home/home-page'), 'HomePage');
const About = lazyRoute(() => import('../features/marketing/about-page'), 'AboutPage');
const HowToSell = lazyRoute(() => import('../features/marketing/guides/how-to-sell-page'), 'HowToSellPage');
const HowToBuy = lazyRoute(() => import('../features/marketing/guides/how-to-buy-page'), 'HowToBuyPage');
const Policies = lazyRoute(() => import('../features/policies/policies-page'), 'PoliciesPage');
const Contact = lazyRoute(() => import('../features/marketing/contact-page'), 'ContactPage');
const WorkWithUs = lazyRoute(() => import('../features/marketing/work-with-us-page'), 'WorkWithUsPage');
const ErrorPage = lazyRoute(() => import('../features/errors/error-page'), 'ErrorPage');
const NotFound = lazyRoute(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const QueryLayout = lazyRoute(() => import('./query-layout'), 'QueryLayout');
const SignIn = lazyRoute(() => import('../features/auth/sign-in-page'), 'SignInPage');
const ForgotPassword = lazyRoute(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPassword = lazyRoute(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const Activate = lazyRoute(() => import('../features/auth/activate-page'), 'ActivatePage');
const Profile = lazyRoute(() => import('../features/profile/profile-page'), 'ProfilePage');
const DevMailbox = lazyRoute(() => import('../features/dev-mailbox/dev-mailbox-page'), 'DevMailboxPage');
const Report = lazyRoute(() => import('../features/report/report-page'), 'ReportPage');
const ExampleReport = lazyRoute(() => import('../features/report/example-report-page'), 'ExampleReportPage');
const Checkout = lazyRoute(() => import('../features/payments/checkout/checkout-page'), 'CheckoutPage');
const Booking = lazyRoute(() => import('../features/booking/booking-page'), 'BookingPage');
const BookingConfirm = lazyRoute(
  () => import('../features/booking/booking-confirm-page'),
  'BookingConfirmPage',
);
const Withdrawal = lazyRoute(() => import('../features/withdrawal/withdrawal-page'), 'WithdrawalPage');
const BookingManage = lazyRoute(
  () => import('../features/booking/manage/manage-booking-page'),
  'ManageBookingPage',
);
const BookingClaim = lazyRoute(() => import('../features/booking/claim-booking-page'), 'ClaimBookingPage');
const PaymentClaim = lazyRoute(
  () => import('../features/payments/purchases/claim-purchase-page'),
  'ClaimPurchasePage',
);
const BookingPay = lazyRoute(
  () => import('../features/payments/booking-fee/booking-fee-page'),
  'BookingFeePage',
);
const PaymentConfirm = lazyRoute(
  () => import('../features/payments/purchases/payment-confirm-page'),
  'PaymentConfirmPage',
);
const Workshop = lazyRoute(() => import('../features/workshop/workshop-page'), 'WorkshopPage');
const WorkshopInspection = lazyRoute(
  () => import('../features/workshop/inspection-editor-page'),
  'InspectionEditorPage',
);
const Backoffice = lazyRoute(
  () => import('../features/backoffice/approval/backoffice-page'),
  'BackofficePage',
);
const BackofficeReport = lazyRoute(() => import('./backoffice-report-route'), 'BackofficeReportRoute');
const BackofficeAudit = lazyRoute(
  () => import('../features/backoffice/audit/audit-log-page'),
  'AuditLogPage',
);
const BackofficeWorkshops = lazyRoute(
  () => import('../features/backoffice/workshops/workshops-page'),
  'WorkshopsPage',
);
const BackofficeWorkshop = lazyRoute(
  () => import('../features/backoffice/workshops/workshop-edit-page'),
  'WorkshopEditPage',
);
const WorkshopClosures = lazyRoute(() => import('./workshop-closures-route'), 'WorkshopClosuresRoute');
const BackofficeWorkshopClosures = lazyRoute(
  () => import('./backoffice-workshop-closures-route'),
  'BackofficeWorkshopClosuresRoute',
);
const BackofficeClosedDayBookings = lazyRoute(
  () => import('../features/backoffice/closed-days/closed-day-bookings-page'),
  'ClosedDayBookingsPage',
);
const BackofficeDiscountCodes = lazyRoute(
  () => import('../features/backoffice/discount-codes/discount-codes-page'),
  'DiscountCodesPage',
);
const BackofficeInvoices = lazyRoute(
  () => import('../features/backoffice/invoices/invoices-page'),
  'InvoicesPage',
);
const BackofficeFailedMails = lazyRoute(
  () => import('../features/backoffice/mail-failures/failed-mails-page'),
  'FailedMailsPage',
);
const BackofficeUsers = lazyRoute(() => import('../features/backoffice/users/users-page'), 'UsersPage');
const BackofficeUser = lazyRoute(() => import('../features/backoffice/users/user-page'), 'UserPage');

interface RoutePage {
  Page: LazyPage;
  /** The page loads data with TanStack Query: it goes inside the lazy QueryLayout. */
  query?: true;
}

/** The page of every entry of the route table: an entry without its page here does not compile. */
const PAGES: Record<RouteName, RoutePage> = {
  home: { Page: Home },
  about: { Page: About },
  howToSell: { Page: HowToSell },
  howToBuy: { Page: HowToBuy },
  policies: { Page: Policies },
  contact: { Page: Contact },
  workWithUs: { Page: WorkWithUs },
  error: { Page: ErrorPage },
  signIn: { Page: SignIn, query: true },
  forgotPassword: { Page: ForgotPassword, query: true },
  resetPassword: { Page: ResetPassword, query: true },
  activate: { Page: Activate, query: true },
  profile: { Page: Profile, query: true },
  report: { Page: Report, query: true },
  exampleReport: { Page: ExampleReport, query: true },
  devMailbox: { Page: DevMailbox, query: true },
  devMailboxMessage: { Page: DevMailbox, query: true },
  checkout: { Page: Checkout, query: true },
  paymentConfirm: { Page: PaymentConfirm, query: true },
  paymentClaim: { Page: PaymentClaim, query: true },
  booking: { Page: Booking, query: true },
  bookingConfirm: { Page: BookingConfirm, query: true },
  bookingManage: { Page: BookingManage, query: true },
  withdrawal: { Page: Withdrawal, query: true },
  bookingClaim: { Page: BookingClaim, query: true },
  bookingPay: { Page: BookingPay, query: true },
  workshop: { Page: Workshop, query: true },
  workshopInspection: { Page: WorkshopInspection, query: true },
  backoffice: { Page: Backoffice, query: true },
  backofficeReport: { Page: BackofficeReport, query: true },
  backofficeAudit: { Page: BackofficeAudit, query: true },
  backofficeWorkshops: { Page: BackofficeWorkshops, query: true },
  backofficeWorkshop: { Page: BackofficeWorkshop, query: true },
  workshopClosures: { Page: WorkshopClosures, query: true },
  backofficeWorkshopClosures: { Page: BackofficeWorkshopClosures, query: true },
  backofficeClosedDayBookings: { Page: BackofficeClosedDayBookings, query: true },
  backofficeDiscountCodes: { Page: BackofficeDiscountCodes, query: true },
  backofficeInvoices: { Page: BackofficeInvoices, query: true },
  backofficeFailedMails: { Page: BackofficeFailedMails, query: true },
  backofficeUsers: { Page: BackofficeUsers, query: true },
  backofficeUser: { Page: BackofficeUser, query: true },
};

const ROUTE_NAMES = Object.keys(PAGES) as RouteName[];

const ROUTE_OBJECTS = ROUTE_NAMES.map((id) => ({ id, path: paths[id].path }));

/** The route a path renders, and its lazy chunks: the query layout's, then the page's. */
function routeOf(pathname: string): { pattern: string; chunks: LazyPage[] } | undefined {
  const name = matchRoutes(ROUTE_OBJECTS, pathname)?.[0]?.route.id as RouteName | undefined;
  if (!name) return undefined;
  const { Page, query } = PAGES[name];
  return { pattern: paths[name].path, chunks: query ? [QueryLayout, Page] : [Page] };
}

/** For the build's prerender (decision 038): the route of a path and the exports of its chunks. */
export function prerenderRoute(pathname: string): { pattern: string; chunks: string[] } | undefined {
  const route = routeOf(pathname);
  return route && { pattern: route.pattern, chunks: route.chunks.map((chunk) => chunk.exportName) };
}

/** Before hydrating a prerendered page: its chunks, so that it hydrates at once (lazy-route.ts). */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(routeOf(pathname)?.chunks.map((chunk) => chunk.preload()) ?? []);
}

function routes(query: boolean) {
  return ROUTE_NAMES.filter((name) => (PAGES[name].query ?? false) === query).map((name) => {
    const { Page } = PAGES[name];
    return <Route key={name} path={paths[name].path} element={<Page />} />;
  });
}

/**
 * The route table (config/paths.ts) mapped to its pages. Declarative React Router: the data router would
 * add ~16 KB gzipped to the first load (budget 120 KB), and no page needs route loaders
 * (docs/decisions/022-route-table.md). Every page is its own chunk.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routes(false)}
        {/* Pages that load data with TanStack Query go inside this layout. */}
        <Route element={<QueryLayout />}>{routes(true)}</Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
