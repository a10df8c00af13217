import { describe, expect, it } from 'vitest';
import { get } from '../../test/requests';
import { build } from '../render/assets';

describe('build endpoints', () => {
  it('latest.json names the running build and is never cached', async () => {
    const res = await get(`/builds/latest.json?t=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ buildId: build.buildId, builtAt: build.builtAt });
  });

  it('meta/{buildId}.json describes the build, cached immutably; unknown ids are a 404 in JSON', async () => {
    const res = await get(`/builds/meta/${build.buildId}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.json()).toMatchObject({ buildId: build.buildId, entry: build.entry, pages: expect.arrayContaining(['product']) });
    for (const id of ['0000000000000000', 'nope', '%3Cscript%3E']) {
      const unknown = await get(`/builds/meta/${id}.json`);
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toContain('application/json');
      expect(await unknown.json()).toEqual({ error: 'Unknown build' });
    }
  });
});
