import { applyD1Migrations, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const row = (slug: string, language: string) =>
  env.DB.prepare("SELECT title, body, revision FROM content_documents WHERE kind = 'page' AND slug = ? AND language = ?")
    .bind(slug, language)
    .first<{ title: string; body: string; revision: number }>();

/** The database as a shop seeded before 0037 has it (`before` run first), then the migrations. */
async function migrateFromBefore0037(before: D1PreparedStatement[]) {
  await env.DB.batch([...before, env.DB.prepare("DELETE FROM d1_migrations WHERE name = '0037_legal_texts_per_market.sql'")]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
}

describe('migration 0037 on a shop seeded before', () => {
  it('puts the new privacy policies and terms over texts the shop never saved, and adds the US and Australian ones', async () => {
    const seeded = {
      privacy: await row('privacy', 'de'),
      terms: await row('terms', 'en-US'),
      disclosure: await row('commerce-disclosure', 'ja'),
    };
    await migrateFromBefore0037([
      env.DB.prepare(
        "UPDATE content_documents SET title = 'Datenschutz', body = 'Wir speichern nur, was wir brauchen.' WHERE slug = 'privacy' AND language = 'de'",
      ),
      env.DB.prepare("UPDATE content_documents SET body = 'ohne Kontaktzeiten' WHERE slug = 'commerce-disclosure' AND language = 'ja'"),
      env.DB.prepare("DELETE FROM content_documents WHERE language IN ('en-US', 'en-AU')"),
    ]);
    expect(await row('privacy', 'de')).toMatchObject({ title: seeded.privacy?.title, body: seeded.privacy?.body, revision: 1 });
    expect((await row('commerce-disclosure', 'ja'))?.body).toBe(seeded.disclosure?.body);
    expect((await row('terms', 'en-US'))?.body).toBe(seeded.terms?.body);
    expect((await row('terms', 'en-US'))?.body).toContain('do not include sales tax');
    expect((await row('privacy', 'en-AU'))?.body).toContain('Australian Privacy Principles');
  });

  it('leaves a text the shop saved, and a variant it wrote, as they are', async () => {
    await migrateFromBefore0037([
      env.DB.prepare("UPDATE content_documents SET body = 'Our own terms.', revision = 2 WHERE slug = 'terms' AND language = 'en'"),
      env.DB.prepare("UPDATE content_documents SET body = 'Our own US notice.' WHERE slug = 'privacy' AND language = 'en-US'"),
    ]);
    expect((await row('terms', 'en'))?.body).toBe('Our own terms.');
    expect((await row('privacy', 'en-US'))?.body).toBe('Our own US notice.');
  });
});
