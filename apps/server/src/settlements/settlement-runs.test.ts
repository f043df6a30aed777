import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/demo.js';
import { type Client, startTestApp, type TestApp } from '../test/test-app.js';
import { executeSettlementRun } from './settlement-run.js';

let app: TestApp;
let psp: Client;
beforeAll(async () => {
  app = await startTestApp();
  psp = await app.as(DEMO.pspAdmin);
});
afterAll(() => app?.close());

interface Run {
  id: string;
  trigger: string;
  status: string;
  settlement_schedule: string | null;
}

describe("a settlement schedule's runs", () => {
  it('are started by provider staff from the schedule and listed in its history, newest first', async () => {
    const created = await psp.post('/api/settlementschedule', {
      name: 'Mondays',
      frequency: 'WEEKLY',
      weekday: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json<{ id: string }>().id;
    expect((await psp.get(`/api/settlementschedule/${schedule}/runs`)).json()).toEqual([]);

    const started = await psp.post('/api/settlement', { settlement_schedule: schedule });
    expect(started.statusCode, started.body).toBe(202);
    const run = started.json<Run>();
    expect(run).toMatchObject({ trigger: 'MANUAL', status: 'RUNNING', settlement_schedule: schedule });
    await executeSettlementRun(app.server.database, run.id);
    const second = (await psp.post('/api/settlement', { settlement_schedule: schedule })).json<Run>();

    const history = await psp.get(`/api/settlementschedule/${schedule}/runs`);
    expect(history.statusCode, history.body).toBe(200);
    const runs = history.json<Run[]>();
    expect(runs.map((entry) => entry.id)).toEqual([second.id, run.id]);
    expect(runs[1]!.status).toBe('COMPLETED');
  });

  it('are refused to merchants, and a run names an organisation or a schedule, not both', async () => {
    const [schedule] = await app.query<{ id: string; organisation_id: string }>(
      'SELECT id, organisation_id FROM settlement_schedules LIMIT 1',
    );
    const owner = await app.as(DEMO.bakeryOwner);
    expect((await owner.get(`/api/settlementschedule/${schedule!.id}/runs`)).statusCode).toBe(403);
    expect((await owner.post('/api/settlement', { settlement_schedule: schedule!.id })).statusCode).toBe(403);
    const both = await psp.post('/api/settlement', {
      settlement_schedule: schedule!.id,
      organisation: schedule!.organisation_id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ details: [{ path: 'body.settlement_schedule' }] });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await psp.post('/api/settlement', { settlement_schedule: unknown })).statusCode).toBe(404);
    expect((await psp.get(`/api/settlementschedule/${unknown}/runs`)).statusCode).toBe(404);
  });
});
