import { z } from 'zod';
import { EmailSchema } from '../validation/email';
import { NEW_PASSWORD_FIELDS, passwordsMatch, SignInPasswordSchema } from '../validation/password';

export const ROLES = ['user', 'technician', 'backoffice'] as const;
export type Role = (typeof ROLES)[number];

/** GET /auth/me */
export const MeSchema = z.object({
  email: z.string(),
  name: z.string(),
  confirmed: z.boolean(),
  role: z.enum(ROLES),
});
export type Me = z.infer<typeof MeSchema>;

/** POST /auth/signin */
export const SignInRequestSchema = z.object({ email: EmailSchema, password: SignInPasswordSchema });
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

/** POST /auth/signin and POST /auth/refresh: seconds until the session expires if unused. */
export const SessionExpirySchema = z.object({ expires_in: z.number().int().positive() });
export type SessionExpiry = z.infer<typeof SessionExpirySchema>;

/** POST /auth/signin: the expiry and the role, so that the app opens the user's own area. */
// The product rules (docs/product.md#sign-in) answer the sign-in with expires_in alone; the role is ours, and
// an answer without it is a user's.
export const SignInResponseSchema = SessionExpirySchema.extend({ role: z.enum(ROLES).default('user') });
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** GET /api/user/lookup?email= and GET /api/user/forgot-password?email= */
export const EmailQuerySchema = z.object({ email: EmailSchema });

/**
 * GET /api/user/lookup: the answer is kept by the sign-in form as "the user". Only the address: that the
 * account exists is public (the form needs it), who holds it and in what state is not (decision 027).
 */
export const LookupResponseSchema = z.object({ email: z.string() });
export type LookupResponse = z.infer<typeof LookupResponseSchema>;

const uuid = z.uuid({ message: 'Link non valido.' });
const token = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'Link non valido.');

/** POST /api/user/reset-password */
export const ResetPasswordRequestSchema = z
  .object({ userId: uuid, resetToken: token, ...NEW_PASSWORD_FIELDS })
  .refine(...passwordsMatch);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** POST /api/user/register (account creation, path A, docs/product.md#accounts) */
export const RegisterRequestSchema = z
  .object({
    email: EmailSchema,
    name: z.string().trim().max(120, 'Il nome è troppo lungo.').default(''),
    ...NEW_PASSWORD_FIELDS,
  })
  .refine(...passwordsMatch);
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** POST /api/user/activate: the link of the activation e-mail, /activate/{userId}/{token} */
export const ActivateRequestSchema = z.object({ userId: uuid, token });
export type ActivateRequest = z.infer<typeof ActivateRequestSchema>;
