import { applyD1Migrations, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';

const OLD_LINE = '- **運営統括責任者**：{{company.representative}}';
const OLD_METHODS =
  'クレジットカード（Visa、Mastercard、JCB、American Express）、Apple Pay、Google Pay、コンビニ決済をご利用いただけます。';
const disclosure = () =>
  env.DB.prepare("SELECT body FROM content_documents WHERE kind = 'page' AND slug = 'commerce-disclosure' AND language = 'ja'").first<{
    body: string;
  }>();

/** The database as a shop before 0032 has it, with the disclosure's body `body`; then the migrations. */
async function migrateFromBefore0032(body: string) {
  await env.DB.batch([
    env.DB.prepare("UPDATE content_documents SET body = ? WHERE kind = 'page' AND slug = 'commerce-disclosure' AND language = 'ja'").bind(
      body,
    ),
    env.DB.prepare('DROP TABLE seller_details'),
    env.DB.prepare('DROP TABLE market_payment_methods'),
    env.DB.prepare("DELETE FROM d1_migrations WHERE name = '0032_seller_and_payment_methods.sql'"),
  ]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
}

describe('migration 0032 on a shop migrated before', () => {
  it('splits the seed’s 代表者 and 運営統括責任者 lines, and changes nothing a shop keeps', async () => {
    const seeded = (await disclosure())?.body ?? '';
    const before = seeded
      .replace('- **代表者**：{{company.representative}}\n- **運営統括責任者**：{{company.operationsManager}}', OLD_LINE)
      .replace('{{paymentMethods}}をご利用いただけます。', OLD_METHODS);
    expect(before).toContain(OLD_LINE);
    expect(before).toContain(OLD_METHODS);
    await migrateFromBefore0032(before);
    expect((await disclosure())?.body).toBe(seeded);
    // No saved seller, no chosen methods: the settings and the defaults, as before.
    expect(
      await env.DB.prepare('SELECT (SELECT count(*) FROM seller_details) + (SELECT count(*) FROM market_payment_methods) AS n').first(),
    ).toEqual({
      n: 0,
    });
    const payload = (await (await get('/products/CMF-101/_payload.json', 'de')).json()) as { data: { paymentMethods: string[] } };
    expect(payload.data.paymentMethods).toEqual(['Visa', 'Mastercard', 'American Express', 'Apple Pay', 'Google Pay', 'Klarna', 'PayPal']);
  });

  it('leaves a disclosure the shop rewrote as it is', async () => {
    const own = '## 販売業者\n\n- **責任者**：{{company.representative}}（運営統括責任者）';
    await migrateFromBefore0032(own);
    expect((await disclosure())?.body).toBe(own);
  });
});
