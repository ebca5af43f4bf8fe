// The ordering API (/api/v1) against the emulators: each endpoint's success, the refusals (no key,
// a revoked key, the wrong scope, another account's task, bad input), idempotent creation under
// concurrency, the per-key limits, an order held for approval, and the deliverable's file links.
// Every answer is checked against the served OpenAPI document (tests/support/api.ts).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit-key';
import { API, call, seedKey } from '../support/api';
import { approvalTeam, type ApprovalTeam } from '../support/approvals';
import { bucket } from '../support/files';
import { adminDb, signedInClient, type TestClient } from '../support/functions-client';
import { buyer } from '../support/stripe';
import { balanceOf, putTask, setSettings, taskInput } from '../support/task-helpers';
// After the support modules: they start the Admin SDK app this module's lib/admin.ts then reuses.
import { createTask } from '../../functions/src/lib/api/tasks';

const opened: TestClient[] = [];
let person: TestClient;
let key: { secret: string; keyId: string; prefix: string };
let readKey: { secret: string };
let otherTaskId: string;
let team: ApprovalTeam;

const order = (extra: object = {}) => ({ ...taskInput(), metadata: { cms_id: '842' }, ...extra });

beforeAll(async () => {
  await setSettings();
  const other = await buyer({ balance: 5 });
  [person, team] = await Promise.all([
    buyer({ balance: 200 }),
    approvalTeam('API team', { credits: 50, rule: { mode: 'all' } }, opened),
  ]);
  opened.push(person, other);
  [key, readKey, otherTaskId] = await Promise.all([
    seedKey(person.uid!, person.uid!),
    seedKey(person.uid!, person.uid!, 'read'),
    putTask(other.uid!),
  ]);
});
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

describe('the ordering API', () => {
  it('serves its OpenAPI document, never cached and without CORS', async () => {
    const res = await fetch(`${API}/openapi.json`, { headers: { Origin: 'https://example.com' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await res.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('creates a task through the submission path, with its metadata; a replay returns it, another body is a 409', async () => {
    const idem = randomUUID();
    const before = await balanceOf(person.uid!);
    const made = await call(key.secret, 'POST', '/tasks', { body: order(), idempotencyKey: idem });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ object: 'task', status: 'submitted', metadata: { cms_id: '842' } });
    const stored = (await adminDb.doc(`tasks/${made.body.id}`).get()).data();
    expect(stored).toMatchObject({ accountId: person.uid, userId: person.uid, metadata: { cms_id: '842' } });
    expect(await balanceOf(person.uid!)).toBe(before - made.body.priceCredits);
    const audit = await adminDb
      .collection('auditLogs')
      .where('entityId', '==', made.body.id)
      .where('action', '==', 'task_submitted')
      .get();
    expect(audit.docs[0]?.data().metadata).toMatchObject({ via: 'api', apiKey: key.prefix, idempotencyKey: idem });

    const replay = await call(key.secret, 'POST', '/tasks', { body: order(), idempotencyKey: idem });
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(made.body.id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await call(key.secret, 'POST', '/tasks', { body: order({ title: 'Another' }), idempotencyKey: idem });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(other.headers.get('content-type')).toContain('application/problem+json');

    const got = await call(key.secret, 'GET', `/tasks/${made.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: made.body.id, metadata: { cms_id: '842' } });
  });

  it('makes one task from 10 concurrent creations with one Idempotency-Key', async () => {
    // In this process, through the API's own createTask: 10 HTTP calls at once would cost the
    // Functions emulator 10 cold workers, which is not what is tested here.
    const idem = randomUUID();
    const before = await balanceOf(person.uid!);
    const caller = {
      keyId: key.keyId,
      accountId: person.uid!,
      uid: person.uid!,
      scope: 'read_order' as const,
      prefix: key.prefix,
    };
    const req = { header: (name: string) => (name === 'idempotency-key' ? idem : undefined), body: order() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => createTask(req as never, caller, Date.now())));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => (a.body as { id: string }).id));
    expect(ids.size).toBe(1);
    const price = (answers[0]!.body as { priceCredits: number }).priceCredits;
    expect(await balanceOf(person.uid!)).toBe(before - price);
    expect(answers.filter((a) => !a.headers?.['Idempotent-Replayed'])).toHaveLength(1);
  });

  it('refuses bad input, a missing or too long Idempotency-Key, with the invalid fields', async () => {
    const bad = await call(key.secret, 'POST', '/tasks', {
      body: { ...taskInput(), brief: 'short', metadata: { 'no spaces': 'x' } },
      idempotencyKey: randomUUID(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    expect(Object.keys(bad.body.fields)).toContain('brief');
    expect(Object.keys(bad.body.fields).some((f) => f.startsWith('metadata'))).toBe(true);
    const none = await call(key.secret, 'POST', '/tasks', { body: order() });
    expect([none.status, none.body.code]).toEqual([400, 'idempotency_key_required']);
    const long = await call(key.secret, 'POST', '/tasks', { body: order(), idempotencyKey: 'k'.repeat(129) });
    expect(long.body.code).toBe('idempotency_key_required');
    const list = await call(key.secret, 'GET', '/tasks?status=nope');
    expect([list.status, Object.keys(list.body.fields)]).toEqual([400, ['status']]);
  });

  it('refuses no key, a revoked key, a read-only key that orders and another account’s task', async () => {
    expect((await call(null, 'GET', '/balance')).body.code).toBe('unauthenticated');
    expect((await call('tl_live_nothing', 'GET', '/balance')).status).toBe(401);
    const revoked = await seedKey(person.uid!, person.uid!);
    await adminDb.doc(`apiKeys/${revoked.keyId}`).update({ revokedAt: Timestamp.now(), revokedReason: 'by_user' });
    expect((await call(revoked.secret, 'GET', '/balance')).body.code).toBe('key_revoked');
    const scoped = await call(readKey.secret, 'POST', '/tasks', { body: order(), idempotencyKey: randomUUID() });
    expect([scoped.status, scoped.body.code]).toEqual([403, 'insufficient_scope']);
    expect((await call(readKey.secret, 'POST', `/tasks/${otherTaskId}/cancel`)).body.code).toBe('insufficient_scope');
    const foreign = await call(key.secret, 'GET', `/tasks/${otherTaskId}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
    expect((await call(key.secret, 'GET', `/tasks/${otherTaskId}/deliverable`)).status).toBe(404);
  });

  it('lists tasks with filters and a cursor, cancels a queued one, and reads the balance and ledger', async () => {
    const queued = await putTask(person.uid!, { priceCredits: 2, metadata: { ref: 'q1' } });
    const before = await balanceOf(person.uid!);
    const cancelled = await call(key.secret, 'POST', `/tasks/${queued}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ refundedCredits: 2, balance: before + 2, task: { status: 'cancelled' } });
    const again = await call(key.secret, 'POST', `/tasks/${queued}/cancel`);
    expect([again.status, again.body.code]).toEqual([409, 'not_cancellable']);

    const since = new Date(Date.now() - 60_000).toISOString();
    const page1 = await call(readKey.secret, 'GET', `/tasks?limit=1&updated_since=${encodeURIComponent(since)}`);
    expect(page1.body.data).toHaveLength(1);
    expect(page1.body.nextCursor).toBe(page1.body.data[0].id);
    const page2 = await call(readKey.secret, 'GET', `/tasks?limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    const onlyCancelled = await call(readKey.secret, 'GET', '/tasks?status=cancelled');
    expect(onlyCancelled.body.data.map((t: { id: string }) => t.id)).toEqual([queued]);

    const balance = await call(readKey.secret, 'GET', '/balance');
    expect(balance.body).toEqual({ object: 'balance', accountId: person.uid, balance: before + 2 });
    const ledger = await call(readKey.secret, 'GET', '/ledger?limit=2');
    expect(ledger.body.data[0]).toMatchObject({ type: 'refunded', credits: 2, taskId: queued });
  });

  it('gives both texts of a delivered bilingual task and a file link that works until it expires', async () => {
    const fileId = randomUUID().replace(/-/g, '').slice(0, 24);
    const bytes = Buffer.from('Livrable / Deliverable');
    const file = {
      id: fileId,
      name: 'livrable.txt',
      kind: 'txt',
      contentType: 'text/plain',
      size: bytes.length,
      sha256: 'x',
      uploadedBy: 'reviewer',
      uploadedAt: new Date(),
      round: 1,
    };
    const taskId = await putTask(person.uid!, {
      bilingual: true,
      status: 'delivered',
      queueStatus: null,
      result: 'The English text',
      resultFr: 'Le texte français',
      deliveredAt: new Date(),
      deliverables: [file as never],
      filesHeld: true,
    });
    await bucket().file(`tasks/${taskId}/deliverables/${fileId}`).save(bytes, { contentType: 'text/plain' });
    const got = await call(readKey.secret, 'GET', `/tasks/${taskId}/deliverable`);
    expect(got.body).toMatchObject({ text: 'The English text', textFr: 'Le texte français', status: 'delivered' });
    const link = new URL(got.body.files[0].url);
    const res = await fetch(link);
    expect(res.status, link.toString()).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('Livrable / Deliverable');
    link.searchParams.set('exp', String(Number(link.searchParams.get('exp')) + 1));
    expect((await fetch(link)).status).toBe(404);
  });

  it('posts and lists a task’s messages', async () => {
    const taskId = await putTask(person.uid!);
    const posted = await call(key.secret, 'POST', `/tasks/${taskId}/messages`, {
      body: { text: 'Merci, voici le ton.' },
    });
    expect(posted.status).toBe(201);
    const listed = await call(readKey.secret, 'GET', `/tasks/${taskId}/messages`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: posted.body.id, side: 'customer' })]);
    expect((await call(key.secret, 'POST', `/tasks/${taskId}/messages`, { body: { text: '' } })).status).toBe(400);
  });

  it('answers 429 with Retry-After past 60 requests or 10 creations a minute; a replay counts nothing', async () => {
    const limited = await seedKey(person.uid!, person.uid!);
    const idem = randomUUID();
    const made = await call(limited.secret, 'POST', '/tasks', { body: order(), idempotencyKey: idem });
    expect(made.status).toBe(201);
    const counter = (name: string, count: number) =>
      adminDb.doc(`rateLimits/${rateLimitDocId(name as never, limited.keyId)}`).set({
        kind: name,
        count,
        windowStart: Timestamp.now(),
        expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
      });
    await counter('apiCreationsPerKey', 10);
    const fresh = await call(limited.secret, 'POST', '/tasks', { body: order(), idempotencyKey: randomUUID() });
    expect([fresh.status, fresh.body.code]).toEqual([429, 'rate_limited']);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(limited.secret, 'POST', '/tasks', { body: order(), idempotencyKey: idem })).status).toBe(201);
    await counter('apiRequestsPerKey', 60);
    const read = await call(limited.secret, 'GET', '/balance');
    expect(read.status).toBe(429);
    expect(Number(read.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('holds a member’s order for approval (202), refuses a short wallet and terms not accepted', async () => {
    const memberKey = await seedKey(team.teamId, team.member.uid!, 'read_order', 'member');
    const idem = randomUUID();
    const held = await call(memberKey.secret, 'POST', '/tasks', { body: order(), idempotencyKey: idem });
    expect(held.status).toBe(202);
    expect(held.body).toMatchObject({ object: 'approval_request', status: 'pending' });
    const request = (await adminDb.doc(`approvalRequests/${held.body.id}`).get()).data();
    expect(request).toMatchObject({ userId: team.member.uid, via: 'api' });

    const poor = await buyer({ balance: 0 });
    const unsigned = await signedInClient({ consent: false });
    opened.push(poor, unsigned);
    await adminDb.doc(`wallets/${unsigned.uid}`).set({ userId: unsigned.uid, balance: 50, updatedAt: new Date() });
    const [poorKey, unsignedKey] = await Promise.all([
      seedKey(poor.uid!, poor.uid!),
      seedKey(unsigned.uid!, unsigned.uid!),
    ]);
    const short = await call(poorKey.secret, 'POST', '/tasks', { body: order(), idempotencyKey: randomUUID() });
    expect([short.status, short.body.code]).toEqual([402, 'insufficient_credits']);
    const terms = await call(unsignedKey.secret, 'POST', '/tasks', { body: order(), idempotencyKey: randomUUID() });
    expect([terms.status, terms.body.code]).toEqual([403, 'terms_not_accepted']);
  });
});
