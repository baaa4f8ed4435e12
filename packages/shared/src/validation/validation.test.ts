import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { isValidNewPassword, NewPasswordSchema, PASSWORD_HINT } from './password';

describe('e-mail pattern (docs/product.md#validation)', () => {
  it('answers at once on long inputs that almost match (no catastrophic backtracking)', () => {
    const started = Date.now();
    for (const value of [`${'a'.repeat(34)}!`, `a@${'ab.'.repeat(300)}`, `${'a-'.repeat(5000)}@x`]) {
      expect(isValidEmail(value)).toBe(false);
    }
    expect(Date.now() - started).toBeLessThan(100);
  });
  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(249)}@x.it`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@x.it`)).toBe(false);
  });
  it.each(['mario.rossi@example.it', 'a-b@dominio.com', 'x_y@sub.dominio.org', 'venditore@verificauto.test'])(
    'accepts %s',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );
  it.each(['mario', 'mario@', 'mario@dominio', 'mario@dominio.italia', 'ma rio@x.it', '@x.it'])(
    'rejects %s',
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );
});

describe('new password rules (docs/product.md#validation)', () => {
  it('accepts a password with every required kind of character', () => {
    expect(isValidNewPassword('Verifica2026!')).toBe(true);
  });
  it.each([
    ['too short', 'Ab1!xyz'],
    ['no uppercase', 'verifica2026!'],
    ['no lowercase', 'VERIFICA2026!'],
    ['no digit', 'Verifica!!!!'],
    ['no special', 'Verifica2026'],
    ['character not allowed', 'Verifica 2026!'],
    ['special not in the list', 'Verifica2026#'],
  ])('rejects a password with %s', (_reason, value) => {
    expect(isValidNewPassword(value)).toBe(false);
    expect(NewPasswordSchema.safeParse(value).error?.issues[0]?.message).toBe(PASSWORD_HINT);
  });
});
