import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { JOB_QUEUES } from './queues.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it('answers a worker that reports its job after the queue stopped, instead of failing on an ended pool', async () => {
  const { boss } = app.server.jobs;
  await app.server.jobs.stop();
  const queue = JOB_QUEUES.mailSend.name;
  await expect(boss.fail(queue, randomUUID())).resolves.toMatchObject({ affected: 0 });
  await expect(boss.complete(queue, randomUUID())).resolves.toMatchObject({ affected: 0 });
  await expect(boss.fetch(queue)).resolves.toEqual([]);
});
