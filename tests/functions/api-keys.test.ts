// API keys: createApiKey and revokeApiKey (success, signed out, wrong role, bad input), and a team
// key whose creator leaves the team or stops being an owner: it stops at once, is revoked, and the
// owners are told (DECISIONS, "Who an automated order acts as").
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { approvalTeam, type ApprovalTeam } from '../support/approvals';
import { adminDb, anonymousClient, errorOf, type TestClient } from '../support/functions-client';
import { buyer } from '../support/stripe';
import { setSettings } from '../support/task-helpers';

const opened: TestClient[] = [];
const anon = anonymousClient();
let person: TestClient;
let team: ApprovalTeam;

beforeAll(async () => {
  await setSettings();
  [person, team] = await Promise.all([buyer({ balance: 5 }), approvalTeam('Keys team', { credits: 5 }, opened)]);
  opened.push(person);
});
afterAll(async () => {
  await Promise.all([...opened, anon].map((c) => c.close()));
});

const keyOf = async (id: string) => (await adminDb.doc(`apiKeys/${id}`).get()).data();
const noticesOf = async (uid: string) =>
  (
    await adminDb
      .collection('notifications')
      .where('userId', '==', uid)
      .where('templateKey', '==', 'api_key_revoked')
      .get()
  ).docs.map((d) => d.data());

describe('API key callables', () => {
  it('makes a key shown once and stored as its hash; the key works; its creator revokes it', async () => {
    const made = await person.call('createApiKey', { accountId: person.uid!, name: 'Our CMS', scope: 'read' });
    expect(made.secret).toMatch(/^tl_live_/);
    expect(made.keyId).toBe(createHash('sha256').update(made.secret).digest('hex'));
    expect(made.prefix).toBe(`${made.secret.slice(0, 12)}…`);
    const stored = await keyOf(made.keyId);
    expect(stored).toMatchObject({
      accountId: person.uid,
      createdBy: person.uid,
      creatorRole: 'personal',
      scope: 'read',
    });
    expect(JSON.stringify(stored)).not.toContain(made.secret);
    const balance = await call(made.secret, 'GET', '/balance');
    expect(balance.body.balance).toBe(5);
    expect((await keyOf(made.keyId))?.lastUsedAt).not.toBeNull();

    await person.call('revokeApiKey', { keyId: made.keyId });
    expect(await keyOf(made.keyId)).toMatchObject({ revokedReason: 'by_user' });
    expect((await call(made.secret, 'GET', '/balance')).body.code).toBe('key_revoked');
  });

  it('refuses the signed out, bad input, and anyone but a member for a team or an owner to revoke', async () => {
    const input = { accountId: team.teamId, name: 'Zapier', scope: 'read_order' as const };
    expect((await errorOf(anon.callRaw('createApiKey', input))).code).toBe('functions/unauthenticated');
    expect((await errorOf(anon.callRaw('revokeApiKey', { keyId: 'abc' }))).code).toBe('functions/unauthenticated');
    expect((await errorOf(person.callRaw('createApiKey', { ...input, scope: 'write' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await errorOf(person.callRaw('createApiKey', { ...input, name: '' }))).code).toBe(
      'functions/invalid-argument',
    );
    expect((await errorOf(person.callRaw('revokeApiKey', { keyId: 'a/b' }))).code).toBe('functions/invalid-argument');
    expect((await errorOf(person.callRaw('createApiKey', input))).code).toBe('functions/permission-denied');

    const memberKey = await team.member.call('createApiKey', input);
    expect((await keyOf(memberKey.keyId))?.creatorRole).toBe('member');
    // Another member may not revoke it (nor learn it exists); an owner may.
    const other = await buyer();
    opened.push(other);
    expect((await errorOf(other.callRaw('revokeApiKey', { keyId: memberKey.keyId }))).code).toBe('functions/not-found');
    await team.owner.call('revokeApiKey', { keyId: memberKey.keyId });
    expect((await keyOf(memberKey.keyId))?.revokedAt).not.toBeNull();
  });

  it("stops an owner's key when they are made a member, and a member's when they leave; the owners are told", async () => {
    const ownerKey = await team.owner2.call('createApiKey', { accountId: team.teamId, name: 'CMS', scope: 'read' });
    const memberKey = await team.member.call('createApiKey', { accountId: team.teamId, name: 'Make', scope: 'read' });
    expect((await call(ownerKey.secret, 'GET', '/balance')).status).toBe(200);

    // Checked on every request: the membership changes before any revocation runs.
    await adminDb.doc(`teams/${team.teamId}/members/${team.owner2.uid}`).update({ role: 'member' });
    expect((await call(ownerKey.secret, 'GET', '/balance')).body.code).toBe('key_creator_gone');
    await adminDb.doc(`teams/${team.teamId}/members/${team.owner2.uid}`).update({ role: 'owner' });

    await team.owner.call('setMemberRole', { teamId: team.teamId, uid: team.owner2.uid!, role: 'member' });
    expect(await keyOf(ownerKey.keyId)).toMatchObject({ revokedReason: 'creator_not_owner' });
    expect((await keyOf(memberKey.keyId))?.revokedAt).toBeNull();

    await team.member.call('removeMember', { teamId: team.teamId, uid: team.member.uid! });
    expect((await call(memberKey.secret, 'GET', '/balance')).status).toBe(401);
    expect(await keyOf(memberKey.keyId)).toMatchObject({ revokedReason: 'creator_left' });
    const told = await noticesOf(team.owner.uid!);
    expect(told.map((n) => n.payload.message).sort()).toEqual(['creator_left', 'creator_not_owner']);
  });
});
