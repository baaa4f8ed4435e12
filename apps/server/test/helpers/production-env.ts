/** Everything production requires, with test values; a test adds or removes what it is about. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://www.verificauto.it',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  XSRF_SECRET: 'segreto-anti-falsificazione-di-prova-32+',
  PHOTO_URL_SECRET: 'segreto-di-prova-dei-link-alle-foto',
  METRICS_TOKEN: 'gettone-di-prova-delle-metriche-di-32+',
  COMPANY_NAME: 'Verificauto S.r.l.',
  COMPANY_ADDRESS: 'Via di Prova 1, 20121 Milano (MI)',
  COMPANY_VAT_NUMBER: '12345670157',
  COMPANY_REA: 'MI-1234567',
  COMPANY_SHARE_CAPITAL: '10.000,00 € i.v.',
  COMPANY_PEC: 'verificauto@pec.example.it',
  COMPANY_PHONE: '+39 02 1234 5678',
  COMPANY_COURT: 'Milano',
  STRIPE_SECRET_KEY: 'sk_test_chiavediprova',
  STRIPE_WEBHOOK_SECRET: 'whsec_segretodiprova',
} as const;
