import { createScheduledController, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { BACKUP_CRON, type BackupManifest } from './export';

describe('the nightly backup', () => {
  it('writes every table of the shop to the BACKUPS bucket on its cron, the manifest last', async () => {
    const scheduledTime = Date.UTC(2026, 10, 26, 3, 17);
    await worker.scheduled(createScheduledController({ cron: BACKUP_CRON, scheduledTime }), env);
    const listed = await env.BACKUPS.list({ prefix: 'backups/2026-11-26T03-17-00.000Z/' });
    const manifest = (await (await env.BACKUPS.get('backups/2026-11-26T03-17-00.000Z/manifest.json'))?.json()) as BackupManifest;
    expect(manifest.migration).toMatch(/^\d{4}_/);
    const orders = manifest.tables.find((t) => t.name === 'orders');
    const products = manifest.tables.find((t) => t.name === 'products');
    expect(products?.rows).toBe(await env.DB.prepare('SELECT count(*) AS n FROM products').first('n'));
    expect(orders?.key).toEqual(['rowid']);
    expect(listed.objects.map((o) => o.key)).toEqual(expect.arrayContaining(products?.files ?? ['none']));
  });

  it('is on the schedule of both environments', async () => {
    // The five-minute cron does not back up: nothing of the day's work is written to the bucket.
    await worker.scheduled(createScheduledController({ cron: '*/5 * * * *', scheduledTime: Date.UTC(2026, 10, 26, 3, 20) }), env);
    expect((await env.BACKUPS.list({ prefix: 'backups/2026-11-26T03-20' })).objects).toEqual([]);
  });
});
