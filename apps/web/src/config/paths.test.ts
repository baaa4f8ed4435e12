import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Href, paths, type RouteName } from './paths';

const UUID = '0b6e1c8a-4a3e-4f7e-9f52-2d3f3c1a9b10';

// One link per entry (a new entry does not compile without one), with the parameters it should carry.
const LINKS: Record<RouteName, [Href, Record<string, string>]> = {
  home: [paths.home.href(), {}],
  about: [paths.about.href(), {}],
  howToSell: [paths.howToSell.href(), {}],
  howToBuy: [paths.howToBuy.href(), {}],
  policies: [paths.policies.href('privacy-policy'), {}],
  contact: [paths.contact.href(), {}],
  workWithUs: [paths.workWithUs.href(), {}],
  error: [paths.error.href(), {}],
  signIn: [paths.signIn.href({ redirect: '/profile' }), {}],
  forgotPassword: [paths.forgotPassword.href({ email: 'a@b.it' }), {}],
  resetPassword: [paths.resetPassword.href(UUID, 'tok_en'), { userId: UUID, resetToken: 'tok_en' }],
  activate: [paths.activate.href(UUID, 'tok_en'), { userId: UUID, token: 'tok_en' }],
  profile: [paths.profile.href(), {}],
  report: [paths.report.href(UUID), { uuid: UUID }],
  exampleReport: [paths.exampleReport.href('good'), { uuid: 'good' }],
  devMailbox: [paths.devMailbox.href(), {}],
  devMailboxMessage: [paths.devMailboxMessage.href(UUID), { id: UUID }],
  booking: [paths.booking.href(), {}],
  bookingConfirm: [paths.bookingConfirm.href(UUID), { uuid: UUID }],
  bookingManage: [paths.bookingManage.href('tok_en'), { token: 'tok_en' }],
  withdrawal: [paths.withdrawal.href('p.u.s'), { token: 'p.u.s' }],
  bookingClaim: [paths.bookingClaim.href('tok_en'), { token: 'tok_en' }],
  paymentClaim: [paths.paymentClaim.href('tok_en'), { token: 'tok_en' }],
  paymentConfirm: [paths.paymentConfirm.href(UUID), { uuid: UUID }],
  checkout: [paths.checkout.href(UUID), { uuid: UUID }],
  bookingPay: [paths.bookingPay.href(UUID), { uuid: UUID }],
  workshop: [paths.workshop.href(), {}],
  workshopInspection: [paths.workshopInspection.href(UUID), { uuid: UUID }],
  backoffice: [paths.backoffice.href(), {}],
  backofficeReport: [paths.backofficeReport.href(UUID), { uuid: UUID }],
  backofficeAudit: [paths.backofficeAudit.href(), {}],
  backofficeWorkshops: [paths.backofficeWorkshops.href(), {}],
  workshopClosures: [paths.workshopClosures.href(), {}],
  backofficeWorkshopClosures: [paths.backofficeWorkshopClosures.href(UUID), { id: UUID }],
  backofficeClosedDayBookings: [paths.backofficeClosedDayBookings.href(), {}],
  backofficeWorkshop: [paths.backofficeWorkshop.href('nuova'), { id: 'nuova' }],
  backofficeDiscountCodes: [paths.backofficeDiscountCodes.href(), {}],
  backofficeInvoices: [paths.backofficeInvoices.href(), {}],
  backofficeFailedMails: [paths.backofficeFailedMails.href(), {}],
  backofficeUsers: [paths.backofficeUsers.href(), {}],
  backofficeUser: [paths.backofficeUser.href(UUID), { id: UUID }],
};

describe('route table', () => {
  it.each(Object.entries(LINKS))('the link of %s matches its own pattern', (name, [href, params]) => {
    const { pathname } = new URL(href, 'https://verificauto.invalid');
    expect(matchPath(paths[name as RouteName].path, pathname)?.params).toEqual(params);
  });

  it('keeps the anchors and query strings links need', () => {
    expect(paths.policies.href('refund-policy')).toBe('/policies#refund-policy');
    expect(paths.home.href('cosa-c-e-nel-report')).toBe('/#cosa-c-e-nel-report');
    expect(paths.signIn.href({ redirect: '/report/abc?x=1' })).toBe(
      '/signin?redirect=%2Freport%2Fabc%3Fx%3D1',
    );
    expect(paths.forgotPassword.href({ email: 'a+b@c.it' })).toBe('/forgot-password?email=a%2Bb%40c.it');
  });
});
