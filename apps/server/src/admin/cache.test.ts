import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processCache, syncCacheGenerations } from '../platform/cache/process-cache.js';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

interface CacheRow {
  name: string;
  entries: number;
  hits: number;
  misses: number;
  hit_rate: number | null;
  generation: number;
  cleared_by: { name: string } | null;
}

describe('admin cache (001 §2.9)', () => {
  it("lists the server's caches with hit rates, and a clear reaches every process through its generation", async () => {
    const superUser = await app.as(DEMO.super);
    // A login with a weak new password looks the leaked list up: one miss (the read), then hits.
    const cache = processCache('leaked-passwords')!;
    cache.get('list', () => new Set(['x']));
    cache.get('list', () => new Set(['x']));
    const listed = (await superUser.get('/api/admin/cache')).json<CacheRow[]>();
    expect(listed.map((row) => row.name)).toEqual([
      'compiled-routings',
      'compiled-rulesets',
      'leaked-passwords',
    ]);
    const leaked = listed.find((row) => row.name === 'leaked-passwords')!;
    expect(leaked.entries).toBe(1);
    expect(leaked.hits).toBeGreaterThanOrEqual(1);
    expect(leaked.hit_rate).toBe(leaked.hits / (leaked.hits + leaked.misses));

    const cleared = await superUser.post('/api/admin/cache/leaked-passwords/clear');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ name: 'leaked-passwords', entries: 0, hits: 0, generation: 1 });
    expect(cleared.json().cleared_by.name).toEqual(expect.any(String));

    // Another process's copy: filled, at the old generation; its next sync clears it.
    cache.get('list', () => new Set(['x']));
    cache.generation = 0;
    await syncCacheGenerations(app.server.database);
    expect(cache.size).toBe(0);
    expect(cache.generation).toBe(1);
    await syncCacheGenerations(app.server.database);
    cache.get('list', () => new Set(['x']));
    await syncCacheGenerations(app.server.database);
    expect(cache.size).toBe(1);
  });

  it('answers 404 for an unknown cache and 403 to all but the super user', async () => {
    const superUser = await app.as(DEMO.super);
    expect((await superUser.post('/api/admin/cache/nothing/clear')).statusCode).toBe(404);
    const admin = await app.as(DEMO.pspAdmin);
    expect((await admin.get('/api/admin/cache')).statusCode).toBe(403);
    expect((await admin.post('/api/admin/cache/leaked-passwords/clear')).statusCode).toBe(403);
  });
});
