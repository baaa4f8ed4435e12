import type { Queryable } from '../../src/db/db';
import { hashPassword } from '../../src/features/auth/password-hash';
import { SESSION_COOKIE } from '../../src/features/auth/session/session-policy';
import type { TestContext } from './test-app';
import { xsrfHeaders } from './xsrf';

export const TEST_PASSWORD = 'Verifica2026!';

export interface TestUser {
  email: string;
  name?: string;
  /** Null for an account without a password (path B); TEST_PASSWORD by default. */
  password?: string | null;
  confirmed?: boolean;
  role?: 'user' | 'technician' | 'backoffice';
  workshopId?: string;
  blocked?: boolean;
}

/** Inserts a user straight into the database (confirmed, with TEST_PASSWORD, unless told otherwise). */
export async function createUser(db: Queryable, user: TestUser): Promise<{ id: string; email: string }> {
  const password = user.password === undefined ? TEST_PASSWORD : user.password;
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (email, name, password_hash, confirmed, role, workshop_id, blocked_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END) RETURNING id`,
    [
      user.email,
      user.name ?? '',
      password === null ? null : await hashPassword(password),
      user.confirmed ?? true,
      user.role ?? 'user',
      user.workshopId ?? null,
      user.blocked ?? false,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('user insert returned no id');
  return { id, email: user.email };
}

export interface SignedIn {
  /** The session cookie value. */
  session: string;
  /** `{ va_session }`, to combine with other cookies: `xsrfHeaders({ ...cookies, other })`. */
  cookies: Record<string, string>;
  /** Headers for `app.inject` that carry the session and pass the anti-forgery check (GET or POST). */
  headers: Record<string, string>;
}

let nextAddress = 1;

/** Signs in through POST /auth/signin and returns what a browser would then send; throws if it fails. */
export async function signIn(
  app: TestContext['app'],
  email: string,
  password = TEST_PASSWORD,
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/signin',
    payload: { email, password },
    headers: xsrfHeaders(),
    // A fresh client address each time, so that tests signing in often stay under the per-IP limit.
    remoteAddress: `10.99.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
  });
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (res.statusCode !== 200 || !session) {
    throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  }
  const cookies = { [SESSION_COOKIE]: session };
  return { session, cookies, headers: xsrfHeaders(cookies) };
}

export interface OutboxMail {
  to_address: string;
  subject: string;
  html: string;
  text: string;
  template: string;
}

/** The e-mails queued for an address, oldest first. */
export const mailsTo = (db: Queryable, email: string) =>
  db.query<OutboxMail>(
    'SELECT to_address, subject, html, text, template FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at, id',
    [email],
  );

/** The path and parts of the one link of `prefix` (e.g. '/reset-password') in a mail's plain text. */
export function linkIn(mail: OutboxMail, prefix: string): { url: string; userId: string; token: string } {
  const match = mail.text.match(new RegExp(`https?://\\S+${prefix}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`));
  if (!match?.[1] || !match[2]) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return { url: match[0], userId: match[1], token: match[2] };
}

/** A back-office user of the test's database, signed in. */
export async function signInBackoffice(ctx: TestContext, email = 'bo@verificauto.test'): Promise<SignedIn> {
  await createUser(ctx.db, { email, name: 'Anna Back', role: 'backoffice' });
  return signIn(ctx.app, email);
}
