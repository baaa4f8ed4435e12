import { describe, expect, it } from 'vitest';
import { withdrawalLinks } from './withdrawal-link';

const links = withdrawalLinks({ xsrfSecret: 'a'.repeat(32), publicUrl: 'https://example.test' });
const purchase = { kind: 'purchase', uuid: '5b0f4c1e-8d5a-4f3e-9a41-2f6a2c3b9d10' } as const;

describe('withdrawal links', () => {
  it('name the contract they were made for', () => {
    expect(links.verify(links.token(purchase))).toEqual(purchase);
    const booking = { kind: 'booking', uuid: purchase.uuid } as const;
    expect(links.verify(links.token(booking))).toEqual(booking);
    expect(links.url(purchase)).toBe(`https://example.test/recesso/${links.token(purchase)}`);
  });

  it('refuse a token changed in any part or signed with another secret', () => {
    const [, uuid, signature] = links.token(purchase).split('.');
    expect(links.verify(`b.${uuid}.${signature}`)).toBeNull();
    expect(links.verify(`p.${uuid?.replace(/^5/, '6')}.${signature}`)).toBeNull();
    expect(links.verify(`p.${uuid}.${signature?.slice(1)}`)).toBeNull();
    expect(links.verify(`p.not-a-uuid.${signature}`)).toBeNull();
    expect(links.verify(`${links.token(purchase)}.x`)).toBeNull();
    const other = withdrawalLinks({ xsrfSecret: 'b'.repeat(32), publicUrl: 'https://example.test' });
    expect(other.verify(links.token(purchase))).toBeNull();
  });
});
