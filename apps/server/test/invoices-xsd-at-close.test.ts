import { describe, expect, it } from 'vitest';
import { italianBuyer, PAYING_CARD, pay, rememberRegulationVersion, reportOnSale } from './helpers/checkout';
import { createTestApp } from './helpers/test-app';

describe('the XSD check of every test database', () => {
  it('fails the closing of a database that holds an invoice the FatturaPA XSD refuses', async () => {
    const ctx = await createTestApp();
    const sale = await reportOnSale(ctx.db);
    await rememberRegulationVersion(ctx, sale.inspectionId);
    const res = await pay(ctx, sale.inspectionId, {
      buyer: italianBuyer(ctx, 'compratrice@example.it'),
      card: PAYING_CARD,
    });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.db.query(`UPDATE invoices SET xml = replace(xml, '<Numero>', '<Numero>X</Numero><Numero>')`);

    await expect(ctx.close()).rejects.toThrow(/FatturaPA XSD refuses:\ninvoice \d+\/\d{4}: .*Numero/);
  });
});
