import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { lazyRoute } from './lazy-route';

const Home = lazyRoute(() => import('./routes/home'));
const About = lazyRoute(() => import('./routes/about'));
const HowToSell = lazyRoute(() => import('./routes/how-to-sell'));
const HowToBuy = lazyRoute(() => import('./routes/how-to-buy'));
const Policies = lazyRoute(() => import('./routes/policies'));
const Contact = lazyRoute(() => import('./routes/contact'));
const WorkWithUs = lazyRoute(() => import('./routes/work-with-us'));
const ErrorRoute = lazyRoute(() => import('./routes/error'));
const NotFound = lazyRoute(() => import('./routes/not-found'));
const QueryLayout = lazyRoute(() => import('./query-layout'));
const SignIn = lazyRoute(() => import('./routes/sign-in'));
const ForgotPassword = lazyRoute(() => import('./routes/forgot-password'));
const ResetPassword = lazyRoute(() => import('./routes/reset-password'));
const Activate = lazyRoute(() => import('./routes/activate'));
const Profile = lazyRoute(() => import('./routes/profile'));
const DevMailbox = lazyRoute(() => import('./routes/dev-mailbox'));
const Report = lazyRoute(() => import('./routes/report'));
const ReportExample = lazyRoute(() => import('./routes/report-example'));

/**
 * Declarative React Router: the data router would add ~16 KB gzipped to the first load (budget 120 KB),
 * and no page needs route loaders. Every page is its own chunk.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="how-to-sell" element={<HowToSell />} />
        <Route path="how-to-buy" element={<HowToBuy />} />
        <Route path="policies" element={<Policies />} />
        <Route path="contact" element={<Contact />} />
        <Route path="work-with-us" element={<WorkWithUs />} />
        <Route path="error" element={<ErrorRoute />} />
        {/* Pages that load data with TanStack Query go inside this layout. */}
        <Route element={<QueryLayout />}>
          <Route path="signin" element={<SignIn />} />
          <Route path="forgot-password" element={<ForgotPassword />} />
          <Route path="reset-password/:userId/:resetToken" element={<ResetPassword />} />
          <Route path="activate/:userId/:token" element={<Activate />} />
          <Route path="profile" element={<Profile />} />
          <Route path="dev/mailbox" element={<DevMailbox />} />
          <Route path="dev/mailbox/:id" element={<DevMailbox />} />
          <Route path="report/:uuid" element={<Report />} />
          <Route path="report/example/:uuid" element={<ReportExample />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
