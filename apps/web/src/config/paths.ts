/** Every client route in one typed map, used by the router and by links. */
export const paths = {
  home: '/',
  about: '/about',
  howToSell: '/how-to-sell',
  howToBuy: '/how-to-buy',
  policies: '/policies',
  serviceRegulation: '/policies#service-regulation',
  privacyPolicy: '/policies#privacy-policy',
  refundPolicy: '/policies#refund-policy',
  contact: '/contact',
  workWithUs: '/work-with-us',
  booking: '/booking',
  bookingConfirm: (uuid: string) => `/booking/confirm/${uuid}`,
  paymentConfirm: (uuid: string) => `/payment/confirm/${uuid}`,
  report: (uuid: string) => `/report/${uuid}`,
  exampleReport: (uuid: 'good' | 'bad') => `/report/example/${uuid}`,
  signIn: '/signin',
  /** Sign-in that opens `redirect` (a path of this site) once the user is signed in. */
  signInThen: (redirect: string) => `/signin?${new URLSearchParams({ redirect })}`,
  forgotPassword: '/forgot-password',
  profile: '/profile',
  error: '/error',
  devMailbox: '/dev/mailbox',
  devMailboxMessage: (id: string) => `/dev/mailbox/${id}`,
} as const;

export const CONTACT_EMAIL = 'info@verificauto.it';
