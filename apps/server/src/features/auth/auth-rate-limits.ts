import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60;

/** Every limit of the account endpoints; counters are shared by all app instances (rate_limits table). */
export const AUTH_RATE_LIMITS = {
  // Sign-in attempts count against the browser's device cookie when it was issued for the account, else
  // against the account's browsers without one: a stranger cannot lock the owner out (decision 047).
  signInPerDevice: { name: 'signin-device', max: 10, windowSeconds: 15 * MINUTE },
  signInUntrustedPerAccount: { name: 'signin-account', max: 10, windowSeconds: 15 * MINUTE },
  signInPerIp: { name: 'signin-ip', max: 30, windowSeconds: 15 * MINUTE },
  lookupPerIp: { name: 'lookup-ip', max: 30, windowSeconds: 10 * MINUTE },
  forgotPasswordPerIp: { name: 'forgot-ip', max: 5, windowSeconds: 15 * MINUTE },
  forgotPasswordPerAccount: { name: 'forgot-account', max: 3, windowSeconds: 60 * MINUTE },
  resetPasswordPerIp: { name: 'reset-ip', max: 10, windowSeconds: 15 * MINUTE },
  activatePerIp: { name: 'activate-ip', max: 10, windowSeconds: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', max: 5, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
