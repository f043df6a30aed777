import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyActor, systemActor } from '../platform/auth/actors.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { resetMfaCommand } from './reset-mfa.command.js';

let app: TestApp;
const MFA_USER = 'owner@stroopwafelexpress.demo';

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function mfaUser(): Promise<{ id: string; organisation_id: string; mfa_type: string | null }> {
  const [row] = await app.query<{ id: string; organisation_id: string; mfa_type: string | null }>(
    'SELECT id, organisation_id, mfa_type FROM users WHERE email = $1',
    [MFA_USER],
  );
  return row!;
}

describe('commands: reset MFA', () => {
  it('records user.mfa_reset with its actor in the command transaction', async () => {
    const user = await mfaUser();
    expect(user.mfa_type).not.toBeNull();
    const admin = await app.as(DEMO.pspAdmin);
    expect((await admin.post(`/api/user/${user.id}/reset-mfa`)).statusCode).toBe(200);
    const [adminRow] = await app.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO.pspAdmin,
    ]);
    const events = await app.query('SELECT * FROM events WHERE resource_id = $1', [user.id]);
    expect(events).toEqual([
      expect.objectContaining({
        type: 'user.mfa_reset',
        resource: 'user',
        action: 'mfa_reset',
        organisation_id: user.organisation_id,
        actor_kind: 'user',
        actor_id: adminRow!.id,
        before: { mfa_type: user.mfa_type },
        after: { mfa_type: null },
      }),
    ]);
  });

  it('validates the input (400 naming the field) and the requirement (403) for every actor', async () => {
    const { commands } = app.server;
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const job = await systemActor(app.server.database, 'test', bakery);
    await expect(commands.run(resetMfaCommand, job, { id: 'nope' })).rejects.toMatchObject({
      statusCode: 400,
      details: [expect.objectContaining({ path: 'body.id', code: 'invalid_format' })],
    });
    await expect(commands.run(resetMfaCommand, job, { id: bakery, extra: 1 })).rejects.toMatchObject({
      statusCode: 400,
      details: [expect.objectContaining({ path: 'body.extra', code: 'unrecognized_keys' })],
    });
    const [key] = await app.query<{ id: string }>(
      `INSERT INTO api_keys (organisation_id, name, prefix, key_hash) VALUES ($1, 'k', 'sk_live_x', 'h') RETURNING id`,
      [bakery],
    );
    const keyActor = await apiKeyActor(app.server.database, {
      id: key!.id,
      organisation_id: bakery,
      payment_profile_id: null,
    });
    const user = await mfaUser();
    await expect(commands.run(resetMfaCommand, keyActor, { id: user.id })).rejects.toMatchObject({
      statusCode: 403,
    });
  });

  it('runs for a job in its organisation, and a job outside it finds no such user', async () => {
    await app.query(`UPDATE users SET mfa_type = 'email' WHERE email = $1`, [MFA_USER]);
    const user = await mfaUser();
    const { commands } = app.server;
    const bakery = await organisationIdOf(app, DEMO.bakeryOwner);
    const elsewhere = await systemActor(app.server.database, 'test', bakery);
    await expect(commands.run(resetMfaCommand, elsewhere, { id: user.id })).rejects.toMatchObject({
      statusCode: 404,
    });
    const before = (await app.query('SELECT id FROM events WHERE resource_id = $1', [user.id])).length;
    const job = await systemActor(app.server.database, 'mfa-cleanup', user.organisation_id);
    const reset = await commands.run(resetMfaCommand, job, { id: user.id });
    expect(reset).toMatchObject({ id: user.id, mfa_type: null });
    const events = await app.query<{ actor_kind: string; actor_id: string }>(
      'SELECT actor_kind, actor_id FROM events WHERE resource_id = $1 ORDER BY created_at',
      [user.id],
    );
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ actor_kind: 'system', actor_id: 'mfa-cleanup' });
  });

  it('rolls its writes and events back together when it fails', async () => {
    await app.query(`UPDATE users SET mfa_type = 'email' WHERE email = $1`, [MFA_USER]);
    const user = await mfaUser();
    const before = (await app.query('SELECT id FROM events WHERE resource_id = $1', [user.id])).length;
    // The last read of the command fails: the update and the event it recorded must not stay.
    const failing = {
      ...resetMfaCommand,
      async run(context: Parameters<typeof resetMfaCommand.run>[0], input: { id: string }) {
        await resetMfaCommand.run(context, input);
        throw new Error('after the event');
      },
    };
    const job = await systemActor(app.server.database, 'test', user.organisation_id);
    await expect(app.server.commands.run(failing, job, { id: user.id })).rejects.toThrow('after the event');
    expect((await mfaUser()).mfa_type).toBe('email');
    expect(await app.query('SELECT id FROM events WHERE resource_id = $1', [user.id])).toHaveLength(before);
  });

  it("runs the caller's `within` in the command's transaction, after it (an answer stored with the change)", async () => {
    await app.query(`UPDATE users SET mfa_type = 'email' WHERE email = $1`, [MFA_USER]);
    const user = await mfaUser();
    const job = await systemActor(app.server.database, 'test', user.organisation_id);
    let seen: unknown;
    await expect(
      app.server.commands.run(resetMfaCommand, job, { id: user.id }, 'body', async (trx, result) => {
        seen = (await trx.selectFrom('users').select('mfa_type').where('id', '=', user.id).executeTakeFirst())
          ?.mfa_type;
        expect(result).toMatchObject({ id: user.id, mfa_type: null });
        throw new Error('the answer could not be stored');
      }),
    ).rejects.toThrow('the answer could not be stored');
    // It saw the command's change, and its failure took the change back with it.
    expect(seen).toBeNull();
    expect((await mfaUser()).mfa_type).toBe('email');
  });
});
