import cookie from '@fastify/cookie';
import { CHECKOUT_IMAGE_SIZES, REPORT_MAIN_IMAGE_SIZES } from '@verificauto/shared/prerender/image-preload';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config/env';
import type { Db } from './db/db';
import { accountRoutes } from './features/auth/account/account.routes';
import {
  ensureAccountForEmail,
  sendPasswordSetupEmail,
  sendWorkshopPasswordSetupEmail,
} from './features/auth/account/account.service';
import { authRoutes } from './features/auth/auth.routes';
import { deviceCookieName } from './features/auth/device-cookie';
import { verifyPassword } from './features/auth/password-hash';
import { clearSessionCookie, readSessionToken } from './features/auth/session/session-cookie';
import { sessionCookieName } from './features/auth/session/session-policy';
import { createSessionResolver } from './features/auth/session/session-resolver';
import { backofficeRoutes } from './features/backoffice/backoffice.routes';
import { discountCodesAdminRoutes } from './features/backoffice/discount-codes/discount-codes-admin.routes';
import { workshopsAdminRoutes } from './features/backoffice/workshops/workshops-admin.routes';
import { bookingRoutes } from './features/booking/booking.routes';
import { calendlyRoutes } from './features/booking/calendly/calendly.routes';
import { closuresAdminRoutes, workshopClosuresRoutes } from './features/booking/closures/closures.routes';
import { feeBookings } from './features/booking/fee-bookings';
import { currentInspectionPrice } from './features/booking/inspection-price';
import { manageBookingRoutes } from './features/booking/manage/manage-booking.routes';
import { cancelBookedInspection } from './features/booking/manage/manage-booking.service';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { healthRoutes } from './features/health/health.routes';
import { metricsRoutes, registerRequestMetrics } from './features/metrics/metrics.routes';
import { createAppMetrics } from './features/metrics/metrics.service';
import {
  createFeeOrders,
  refundableFeeCents,
  refundCancelledFee,
  refundWithdrawnFee,
} from './features/payments/booking-fee/booking-fee.service';
import { guestCheckoutOffer } from './features/payments/checkout/checkout-offer.service';
import { createPaymentGateway } from './features/payments/gateway/payment-gateway-choice';
import { paymentsRoutes } from './features/payments/payments.routes';
import { withdrawPurchase } from './features/payments/purchases/purchase-withdrawal';
import { refundPurchase } from './features/payments/purchases/purchases.service';
import { storePhoto } from './features/photos/photo.service';
import { createPhotoStorage, type PhotoStorage } from './features/photos/photo-storage';
import { photosRoutes } from './features/photos/photos.routes';
import { createLegalDocuments, keepCurrentRegulation } from './features/policies/legal-documents';
import { policiesRoutes } from './features/policies/policies.routes';
import { myDataRoutes } from './features/profile/my-data.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { reportRoutes } from './features/report/report.routes';
import {
  createGuestReportAnswer,
  createReportLinkPreview,
  createReportReader,
  createWaiverRecorder,
} from './features/report/report.service';
import { createReportCache } from './features/report/report-cache';
import { withdrawalRoutes } from './features/withdrawal/withdrawal.routes';
import { publishApprovedCorrection } from './features/workshop/publish-correction';
import { workshopRoutes } from './features/workshop/workshop.routes';
import type { Accounts } from './lib/accounts-port';
import { ChangeFeed } from './lib/change-feed';
import { manageLinks } from './lib/manage-link';
import { readReceiptsCookie } from './lib/read-receipts';
import { receiptCookie } from './lib/receipt-cookie';
import { registerSessionUser } from './lib/session-user';
import { withdrawalLinks as signedWithdrawalLinks } from './lib/withdrawal-link';
import { paths } from './paths';
import { registerChangeBarrier } from './plugins/change-barrier';
import { registerCompression } from './plugins/compression';
import { errorBodyOptions, registerErrorHandler } from './plugins/error-handler';
import { type LogDestination, loggerOptions } from './plugins/logging';
import { registerOpenApi } from './plugins/openapi';
import { registerPlainTextGuard } from './plugins/plain-text';
import { loadRequestRenderer } from './plugins/request-renderer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';
import { registerXsrf } from './plugins/xsrf';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Directory of the built web app; tests point it at a fixture. */
  webRoot?: string;
  /** Photo files; by default on local disk under DATA_DIR/uploads. Reachable as `app.photoStorage`. */
  photoStorage?: PhotoStorage;
  /** Where log lines go; stdout by default, tests capture them. */
  logDestination?: LogDestination;
}

/**
 * Fastify ignores a bare hop count, since it cannot check the peer; TRUST_PROXY=N is the operator saying
 * that only N proxies reach the server, so it becomes proxy-addr's hop rule (docs/decisions/024-proxy-trust.md).
 */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export async function buildApp({
  config,
  db,
  webRoot = paths.webDist,
  photoStorage = createPhotoStorage(config),
  logDestination,
}: AppDeps) {
  const app = Fastify({
    ...loggerOptions(config, logDestination),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    ...errorBodyOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before every route, so that each is timed (docs/decisions/080-metrics.md).
  const metrics = createAppMetrics(db, app.log);
  registerRequestMetrics(app, metrics);
  registerPlainTextGuard(app);
  app.decorate('photoStorage', photoStorage);
  const changes = await ChangeFeed.start(db);
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());

  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(cookie);
  const readSession = (request: FastifyRequest) => readSessionToken(request, config);
  registerXsrf(app, config, readSession);
  registerSessionUser(app, { readToken: readSession, resolve: createSessionResolver(db, changes) });
  registerChangeBarrier(app, changes);
  await registerOpenApi(app, { isProduction: config.isProduction, sessionCookie: sessionCookieName(config) });

  await app.register(healthRoutes(db));
  await app.register(metricsRoutes({ metrics, token: config.metricsToken }));
  const legal = createLegalDocuments(config);
  await keepCurrentRegulation(db, legal);
  await app.register(policiesRoutes(legal));
  await app.register(authRoutes({ db, config }));
  await app.register(accountRoutes({ db, config }));
  // The withdrawal function's signed links (docs/product.md#legal-withdrawal): its routes check them, the
  // receipts, the profile and the booking's manage page offer them.
  const withdrawalLinks = signedWithdrawalLinks(config);
  // The profile's card opens the booking e-mails' manage page with a signed link of its own (decision 065).
  const bookingManageLinks = manageLinks(config);
  await app.register(
    profileRoutes({
      db,
      photoUrlSecret: config.photoUrlSecret,
      withdrawalLinks,
      manageLinks: bookingManageLinks,
    }),
  );
  await app.register(myDataRoutes({ db, config, keys: { verifyPassword, clearSessionCookie } }));
  await app.register(photosRoutes({ db, storage: photoStorage, photoUrlSecret: config.photoUrlSecret }));
  const gateway = createPaymentGateway(config);
  // The auth feature's accounts for the features that open one for a typed e-mail.
  const accounts: Accounts = {
    ensureAccountForEmail,
    sendPasswordSetupEmail: (tx, user) => sendPasswordSetupEmail(tx, user, config),
    sendWorkshopPasswordSetupEmail: (tx, user, workshop) =>
      sendWorkshopPasswordSetupEmail(tx, user, workshop, config),
  };
  const regulation = { version: legal.regulationVersion, date: legal.regulation.versionDate };
  // The booking's receipt lets the browser that booked read the booking (booking) and pay its fee (payments),
  // and see its held slot among the free ones (/api/inspectors, docs/decisions/061-one-booking-per-browser.md).
  const bookingReceipt = receiptCookie(
    { name: 'va_booking', purpose: 'booking-receipt', path: '/api', formerPath: '/api/inspections' },
    config,
  );
  await app.register(
    bookingRoutes({
      db,
      site: config,
      bookingReceipt,
      regulation,
      accounts,
      fees: createFeeOrders({ gateway, regulation }),
      withdrawalLinks,
    }),
  );
  await app.register(
    calendlyRoutes({
      db,
      site: config,
      config,
      bookingReceipt,
      regulation,
      accounts,
    }),
  );
  await app.register(
    manageBookingRoutes({
      db,
      site: config,
      cancellations: { refundableCents: refundableFeeCents, onCancelled: refundCancelledFee },
      withdrawalLinks,
      manageLinks: bookingManageLinks,
    }),
  );
  const reportCache = createReportCache({ db, config, feed: changes });
  // Given by the purchase's receipt page (payments), read by the report (docs/decisions/057-read-receipt.md).
  const readReceipts = readReceiptsCookie(config);
  const waiver = { regulation, withdrawals: withdrawalLinks, site: config };
  await app.register(
    reportRoutes({
      db,
      readReport: createReportReader(reportCache, waiver),
      recordWaiver: createWaiverRecorder(db, reportCache, waiver),
      readReceipts,
    }),
  );
  await app.register(
    workshopRoutes({
      db,
      photoUrlSecret: config.photoUrlSecret,
      photos: { store: (tx, image, device) => storePhoto(tx, photoStorage, image, device) },
    }),
  );
  await app.register(
    paymentsRoutes({
      db,
      config,
      seller: config.company,
      site: config,
      gateway,
      regulation,
      feeBookings,
      bookingReceipt,
      readReceipts,
      accounts,
      log: app.log,
      withdrawalLinks,
    }),
  );
  await app.register(
    backofficeRoutes({
      db,
      site: config,
      photos: photoStorage,
      // The workshop feature's write of a corrected draft over the approved report, at its approval.
      corrections: { writeApproved: publishApprovedCorrection },
      // The payments feature's refund, for the back office's 'Rimborsa'.
      refunds: {
        refund: (id, onRefunded) =>
          refundPurchase({ db, seller: config.company, gateway }, id, { onRefunded }),
      },
    }),
  );
  await app.register(
    withdrawalRoutes({
      db,
      links: withdrawalLinks,
      site: config,
      // What a withdrawal does in the payments and booking features, in its transaction (decision 056).
      ports: {
        withdrawPurchase,
        cancelBooking: (tx, inspectionId, now) => cancelBookedInspection(tx, inspectionId, config, now),
        refundBookingFee: refundWithdrawnFee,
      },
    }),
  );
  await app.register(workshopsAdminRoutes({ db, accounts }));
  await app.register(closuresAdminRoutes(db));
  await app.register(workshopClosuresRoutes(db));
  await app.register(discountCodesAdminRoutes({ db }));
  if (!config.isProduction) await app.register(devMailboxRoutes({ db, config }));

  const guestReportAnswer = createGuestReportAnswer(reportCache);
  const reportLinkPreview = createReportLinkPreview(guestReportAnswer, config.publicUrl);
  const renderer = loadRequestRenderer(webRoot);
  // A page made for guests goes to no holder of a cookie that may read more than a guest (the session, a
  // read receipt): any of our `va_` cookies but the device cookie, which names no account.
  const deviceCookie = deviceCookieName(config);
  const ourCookie = /^(__Host-)?va_/;
  await registerSpa(app, webRoot, {
    siteConfig: async () => ({
      ...legal.siteConfig,
      inspectionPrice: await currentInspectionPrice(db, (error) =>
        app.log.warn({ err: error }, 'prezzo dell’ispezione non letto: la pagina dice dove trovarlo'),
      ),
    }),
    publicUrl: config.publicUrl,
    isGuest: (request) =>
      Object.keys(request.cookies).every((name) => name === deviceCookie || !ourCookie.test(name)),
    // By the route patterns of apps/web's route table whose prerendered shells answer them.
    linkPreviews: {
      '/report/:uuid': {
        preview: ({ uuid = '' }) => reportLinkPreview(uuid),
        imageSizes: REPORT_MAIN_IMAGE_SIZES,
        dataUrl: ({ uuid = '' }) => `/api/report/${encodeURIComponent(uuid)}`,
        ...(renderer && {
          guestPage: async ({ uuid = '' }) => {
            const answer = await guestReportAnswer(uuid);
            return answer && renderer.renderReportPage(uuid, answer);
          },
        }),
      },
      '/checkout/:uuid': {
        preview: ({ uuid = '' }) => reportLinkPreview(uuid),
        imageSizes: CHECKOUT_IMAGE_SIZES,
        ...(renderer && {
          guestPage: async ({ uuid = '' }) => {
            const offer = await guestCheckoutOffer({ db, gateway, regulation }, uuid);
            return offer && renderer.renderCheckoutPage(uuid, offer);
          },
        }),
      },
    },
  });
  return app;
}
