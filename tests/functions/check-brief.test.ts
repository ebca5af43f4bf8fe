import {
  BRIEF_CHECK_RATE_LIMIT,
  DEFAULT_SETTINGS,
  splitSettings,
  type BriefCheckDoc,
  type CallableInput,
  type Task,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { rateLimitDocId } from '../../functions/src/lib/rate-limit-key';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, anonymousClient, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { auditFor, balanceOf, giveWallet, setSettings, submitInput } from '../support/task-helpers';

let owner: TestClient;
let other: TestClient;
beforeAll(async () => {
  await setSettings();
  [owner, other] = await Promise.all([signedInClient(), signedInClient()]);
});
afterAll(async () => {
  await setSettings();
  await Promise.all([owner.close(), other.close()]);
});

const vague: CallableInput<'checkBrief'> = {
  title: 'Site',
  category: 'marketing_content',
  brief: 'Make it better, something nice.',
  sourceText: '',
  deliverableType: 'text',
  language: 'en',
  locale: 'en',
};

describe('checkBrief', () => {
  it('checks with the configured provider, stores the result owned by the caller, and audits it', async () => {
    const out = await owner.call('checkBrief', vague);
    expect(out).toMatchObject({ available: true, provider: 'offline', model: DEFAULT_SETTINGS.drafter.model });
    expect(out.result?.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['too_short', 'missing_audience', 'missing_tone']),
    );
    expect(out.result?.questions.map((q) => q.id)).toEqual(expect.arrayContaining(['goal', 'audience', 'tone']));
    expect(out.result?.rewrite).toMatch(/^Site\nGoal: Make it better, something nice\./);
    const stored = (await adminDb.doc(`briefChecks/${out.checkId}`).get()).data() as BriefCheckDoc;
    expect(stored).toMatchObject({ userId: owner.uid, provider: 'offline', taskId: null, result: out.result });
    expect((await auditFor(owner.uid as string, 'brief_checked')).map((a) => a.entityId)).toContain(out.checkId);
  });

  it('answers in the customer’s language', async () => {
    const out = await owner.call('checkBrief', { ...vague, locale: 'fr' });
    expect(out.result?.questions.find((q) => q.id === 'tone')?.text).toMatch(/Quel ton/);
  });

  it('rejects a signed-out caller', async () => {
    const anon = anonymousClient();
    expect((await errorOf(anon.call('checkBrief', vague))).code).toBe('functions/unauthenticated');
    await anon.close();
  });

  it('rejects bad input with field codes', async () => {
    const err = await errorOf(owner.callRaw('checkBrief', { ...vague, brief: '   ', deliverableType: 'poem' }));
    expect(err.code).toBe('functions/invalid-argument');
    expect(err.details).toEqual({ fields: { brief: 'brief_required', deliverableType: 'deliverable_required' } });
  });

  it('is rate-limited per user', async () => {
    const limited = await signedInClient();
    // One short of the ceiling in the current window: the next check passes, the one after is refused.
    const now = Date.now();
    if (!limited.uid) throw new Error('a signed-in client has a uid');
    await adminDb.doc(`rateLimits/${rateLimitDocId('briefCheckPerUser', limited.uid)}`).set({
      kind: 'briefCheckPerUser',
      count: BRIEF_CHECK_RATE_LIMIT.max - 1,
      windowStart: Timestamp.fromMillis(now - 1000),
      expiresAt: Timestamp.fromMillis(now + BRIEF_CHECK_RATE_LIMIT.windowMs),
    });
    expect((await limited.call('checkBrief', vague)).available).toBe(true);
    const err = await errorOf(limited.call('checkBrief', vague));
    expect(err.code).toBe('functions/resource-exhausted');
    // Another user is not affected.
    expect((await other.call('checkBrief', vague)).available).toBe(true);
    await limited.close();
  });

  it('says the check is unavailable when the provider is down, and stores nothing', async () => {
    const { staff } = splitSettings({
      ...DEFAULT_SETTINGS,
      drafter: { provider: 'openai', model: 'gpt-test', openaiBaseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 },
    });
    await adminDb.doc('settings/staff').set(staff);
    try {
      const before = (await adminDb.collection('briefChecks').where('userId', '==', other.uid).get()).size;
      const out = await other.call('checkBrief', vague);
      expect(out).toMatchObject({ available: false, checkId: null, result: null, provider: 'openai' });
      expect((await adminDb.collection('briefChecks').where('userId', '==', other.uid).get()).size).toBe(before);
    } finally {
      await setSettings();
    }
  });
});

describe('submitTask with a brief check', () => {
  it('stores the server’s result, the answers and the accepted rewrite with the task, and links the check', async () => {
    const check = await owner.call('checkBrief', vague);
    await giveWallet(owner.uid as string, 5);
    const input = submitInput(owner.uid!, {
      brief: check.result!.rewrite!,
      category: 'marketing_content',
      briefCheck: {
        checkId: check.checkId!,
        answers: [{ questionId: 'tone', answer: 'Warm and playful' }],
        rewriteAccepted: true,
      },
    });
    const { taskId } = await owner.call('submitTask', input);
    const task = (await adminDb.doc(`tasks/${taskId}`).get()).data() as Task;
    expect(task.briefCheck).toMatchObject({
      checkId: check.checkId,
      provider: 'offline',
      result: check.result,
      rewriteAccepted: true,
      answers: [
        {
          questionId: 'tone',
          question: 'Which tone should it have (friendly, formal, playful…)?',
          answer: 'Warm and playful',
        },
      ],
    });
    expect(((await adminDb.doc(`briefChecks/${check.checkId}`).get()).data() as BriefCheckDoc).taskId).toBe(taskId);

    // Once linked, the check cannot be reused for another task.
    const again = await errorOf(
      owner.call(
        'submitTask',
        submitInput(owner.uid!, { briefCheck: { checkId: check.checkId!, answers: [], rewriteAccepted: false } }),
      ),
    );
    expect(again.details).toEqual({ fields: { briefCheck: 'brief_check_invalid' } });
  });

  it("refuses another user's check, an unknown question, and a rewrite that was never offered", async () => {
    const mine = await owner.call('checkBrief', vague);
    await giveWallet(other.uid as string, 5);
    const stolen = await errorOf(
      other.call(
        'submitTask',
        submitInput(other.uid!, { briefCheck: { checkId: mine.checkId!, answers: [], rewriteAccepted: false } }),
      ),
    );
    expect(stolen.details).toEqual({ fields: { briefCheck: 'brief_check_invalid' } });

    const bogus = await errorOf(
      owner.call(
        'submitTask',
        submitInput(owner.uid!, {
          briefCheck: {
            checkId: mine.checkId!,
            answers: [{ questionId: 'made-up', answer: 'x' }],
            rewriteAccepted: false,
          },
        }),
      ),
    );
    expect(bogus.details).toEqual({ fields: { briefCheck: 'brief_check_invalid' } });

    const clear = await owner.call('checkBrief', {
      ...vague,
      brief:
        'Write 3 product descriptions of 80 words for our candles, aimed at young homeowners, in a warm and playful tone.',
    });
    expect(clear.result?.rewrite).toBeNull();
    const noRewrite = await errorOf(
      owner.call(
        'submitTask',
        submitInput(owner.uid!, { briefCheck: { checkId: clear.checkId!, answers: [], rewriteAccepted: true } }),
      ),
    );
    expect(noRewrite.details).toEqual({ fields: { briefCheck: 'brief_check_invalid' } });
    // The refused submissions took no credits and left the check unlinked.
    expect(await balanceOf(other.uid as string)).toBe(5);
    expect(((await adminDb.doc(`briefChecks/${mine.checkId}`).get()).data() as BriefCheckDoc).taskId).toBeNull();
  });

  it('submits without a check, as before', async () => {
    await giveWallet(owner.uid as string, 5);
    const { taskId } = await owner.call('submitTask', submitInput(owner.uid!));
    expect(((await adminDb.doc(`tasks/${taskId}`).get()).data() as Task).briefCheck).toBeNull();
  });
});
