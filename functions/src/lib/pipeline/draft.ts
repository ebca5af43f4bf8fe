import { LIMITS, composeDraftSource, isBilingual, splitBilingualDraft, type Settings } from '@tasklane/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { drafterFor, type Drafter } from '../../services/drafters/index.js';
import { draftWithRetries } from '../../services/drafters/retry.js';
import { db as defaultDb } from '../admin.js';
import { readBrandKit, taskAccountId } from '../brand-kit.js';
import { draftSourceFiles } from '../files/extract.js';
import { logs } from '../logs.js';
import { readSettings } from '../settings.js';
import { transitionTask } from '../task-transition.js';
import { SYSTEM_ACTOR } from './tick.js';
import { applyAssignment, readAdminIds, readCandidates } from '../reviewers.js';
import { refs } from '../collections.js';
import { memoryForDraft, reviewMatches } from '../translation-memory/lookup.js';

export interface DraftDeps {
  db?: Firestore;
  settings?: Settings;
  drafter?: Drafter;
  /** First backoff delay; doubles each retry (capped at 30 s). */
  backoffBaseMs?: number;
  /** Per-attempt time limit. */
  timeoutMs?: number;
}

export type DraftOutcome = 'drafted' | 'failed' | 'skipped';

/** Where the draft lives: staff-only by rules, never on the task document the customer reads. */
export const draftRef = (db: Firestore, taskId: string) => refs(db).staffDoc(taskId, 'draft');

/**
 * Drafts an activated task: calls the provider with retries and exponential backoff, stores the
 * draft in tasks/{id}/staff/draft, and moves the task to ai_drafted. After the last failed
 * attempt the task still moves on, flagged draftFailed, so a human writes it.
 * Idempotent: a task that is no longer submitted + active is left alone (triggers may repeat).
 */
export async function draftTask(taskId: string, deps: DraftDeps = {}): Promise<DraftOutcome> {
  const db = deps.db ?? defaultDb;
  const ref = refs(db).task(taskId);
  const first = await ref.get();
  const task = first.data();
  if (!task || task.status !== 'submitted' || task.queueStatus !== 'active') return 'skipped';

  const settings = deps.settings ?? (await readSettings());
  const drafter = deps.drafter ?? drafterFor(settings);
  // Attached documents feed the prompt as text, within the same word limit as pasted text.
  const attachments = task.attachments ?? [];
  const sourceText =
    attachments.length > 0
      ? composeDraftSource(task.sourceText, await draftSourceFiles(taskId, attachments), task.language, LIMITS.maxWords)
      : task.sourceText;
  // The account's brand kit as it is now: the drafter writes in the customer's voice and words;
  // and its translation memory's matches for a task in or into both languages.
  const accountId = taskAccountId(task);
  const [brandKit, memory] = await Promise.all([
    readBrandKit(accountId, db),
    memoryForDraft({ ...task, sourceText }, accountId, db),
  ]);
  const input = { ...task, sourceText, brandKit, memory: memory.matches };
  const {
    draft,
    attempts: tried,
    error,
  } = await draftWithRetries(drafter, input, settings, {
    backoffBaseMs: deps.backoffBaseMs,
    timeoutMs: deps.timeoutMs,
    onAttemptFailed: (attempt, err) => logs.draftAttemptFailed(taskId, attempt, err),
  });

  const outcome = await db.runTransaction(async (tx): Promise<DraftOutcome> => {
    const snap = await tx.get(ref);
    const current = snap.data();
    if (!current || current.status !== 'submitted' || current.queueStatus !== 'active') return 'skipped';
    // The draft goes to a reviewer in the same transaction that marks it ready, so a task is
    // never ready and unowned between two writes; reads first, as transactions require.
    const [candidates, adminIds] = await Promise.all([readCandidates(tx, db, current), readAdminIds(tx, db)]);
    // A bilingual task's reply holds both texts; each is kept on its own for the two editors.
    const texts = isBilingual(current) ? splitBilingualDraft(draft?.text ?? '') : null;
    const memoryMatches = reviewMatches(memory, [
      { text: texts ? texts.en : (draft?.text ?? ''), language: texts ? 'en' : current.language },
      ...(texts ? [{ text: texts.fr, language: 'fr' as const }] : []),
    ]);
    tx.set(draftRef(db, taskId), {
      provider: drafter.provider,
      text: texts ? texts.en : (draft?.text ?? ''),
      ...(texts ? { textFr: texts.fr } : {}),
      model: draft?.model ?? settings.drafter.model,
      tokens: draft?.tokens ?? 0,
      ms: draft?.ms ?? 0,
      attempts: tried,
      failed: !draft,
      error: draft ? null : (error ?? '').slice(0, 500),
      // The memory's matches: what the prompt used (counted as used on delivery) and, for the
      // reviewer, those of the draft's own sentences.
      ...(memory.matches.length > 0 ? { memoryPairIds: [...new Set(memory.matches.map((m) => m.pairId))] } : {}),
      ...(memoryMatches.length > 0 ? { memoryMatches } : {}),
      createdAt: FieldValue.serverTimestamp(),
    });
    // Leaving 'submitted' ends the queue state; the task keeps its production slot by status.
    transitionTask(
      tx,
      ref,
      current,
      'ai_drafted',
      SYSTEM_ACTOR,
      { queueStatus: null, queuePosition: null, draftFailed: !draft },
      draft
        ? `AI draft ready (${drafter.provider})`
        : `AI draft failed after ${tried} attempt(s); a human will write it`,
    );
    applyAssignment(tx, db, ref, { ...current, status: 'ai_drafted' }, candidates, adminIds, SYSTEM_ACTOR);
    return draft ? 'drafted' : 'failed';
  });
  logs.draftFinished(taskId, outcome, { provider: drafter.provider, attempts: tried, ms: draft?.ms ?? null });
  return outcome;
}
