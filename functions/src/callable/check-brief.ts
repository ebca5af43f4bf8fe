import {
  BRIEF_CHECK_TIMEOUT_MS,
  brandKitAccountOf,
  brandKitBriefFindings,
  countWords,
  type BriefCheckDoc,
} from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { readBrandKit } from '../lib/brand-kit.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { readSettings } from '../lib/settings.js';
import { takeLimits } from '../lib/rate-limit.js';
import { checkBriefWith } from '../services/drafters/brief-checker.js';
import { drafterFor } from '../services/drafters/index.js';
import { col } from '../lib/collections.js';

const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
const OPENAI_API_KEY = defineSecret('OPENAI_API_KEY');

/**
 * Checks a brief before submission, through the drafting provider the settings choose. Free and
 * advisory: it never blocks a submission. Rate-limited per user. A provider that is slow or down
 * answers `available: false`, so the form says so and the customer carries on. The result is
 * stored in briefChecks/{id}, owned by the caller, so submitTask can link the server's own result
 * to the task instead of trusting one sent by the client.
 */
export const checkBrief = defineCallable(
  'checkBrief',
  'user',
  async (input, { uid }) => {
    const userId = uid;
    if (await takeLimits([{ name: 'briefCheckPerUser', key: userId }])) {
      logs.briefCheckRateLimited(userId);
      throw new HttpsError('resource-exhausted', 'Too many brief checks. Please wait a few minutes.');
    }
    const settings = await readSettings();
    const outcome = await checkBriefWith(drafterFor(settings), input, settings, BRIEF_CHECK_TIMEOUT_MS);
    if (!outcome.ok) {
      logs.briefCheckUnavailable(outcome.provider, outcome.error);
      return { available: false, checkId: null, provider: outcome.provider, model: outcome.model, result: null };
    }
    // The account's brand kit adds its own findings, whichever provider checked the brief.
    const kit = await readBrandKit(brandKitAccountOf({ userId }));
    const brandFindings = kit ? brandKitBriefFindings(kit, input) : [];
    if (brandFindings.length > 0)
      outcome.result = {
        ...outcome.result,
        findings: [...outcome.result.findings.slice(0, 12 - brandFindings.length), ...brandFindings],
      };
    const ref = col.briefChecks().doc();
    const { sourceText, ...checked } = input;
    const doc: BriefCheckDoc = {
      userId,
      provider: outcome.provider,
      model: outcome.model,
      input: { ...checked, sourceWords: countWords(sourceText) },
      result: outcome.result,
      ms: outcome.ms,
      taskId: null,
      createdAt: FieldValue.serverTimestamp(),
    };
    await db.runTransaction(async (tx) => {
      tx.create(ref, doc);
      writeAudit(tx, {
        actorUserId: userId,
        subjectUserId: userId,
        action: 'brief_checked',
        entityType: 'brief_check',
        entityId: ref.id,
        metadata: {
          provider: outcome.provider,
          inScope: outcome.result.inScope,
          findings: outcome.result.findings.map((f) => f.code),
        },
      });
    });
    return {
      available: true,
      checkId: ref.id,
      provider: outcome.provider,
      model: outcome.model,
      result: outcome.result,
    };
  },
  { timeoutSeconds: 60, secrets: [GEMINI_API_KEY, OPENAI_API_KEY] },
);
