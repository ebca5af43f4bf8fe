import {
  DEFAULT_PROMPTS,
  DEFAULT_SETTINGS,
  DRAFT_STUCK_MS,
  SCOPE_RULES,
  needsDraftNudge,
  backoffMs,
  buildDraftPrompt,
  categoryPrompt,
  compareQueue,
  deliveryError,
  freeSlots,
  occupiesSlot,
  offlineDraftText,
  settingsSchema,
  slaAction,
} from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { taskDoc } from '../support/factories';

const H = 3_600_000;
const t0 = Date.UTC(2026, 10, 22, 14, 0);

describe('production slots', () => {
  it('counts active submitted tasks and work in progress, not queued, delivered or cancelled ones', () => {
    expect(occupiesSlot({ status: 'submitted', queueStatus: 'active' })).toBe(true);
    expect(occupiesSlot({ status: 'submitted', queueStatus: 'queued' })).toBe(false);
    for (const s of ['ai_drafted', 'in_review', 'reopened'] as const)
      expect(occupiesSlot({ status: s, queueStatus: null })).toBe(true);
    for (const s of ['delivered', 'cancelled'] as const)
      expect(occupiesSlot({ status: s, queueStatus: null })).toBe(false);
  });
  it('never reports negative free slots', () => {
    expect(freeSlots(5, 3)).toBe(2);
    expect(freeSlots(5, 7)).toBe(0);
  });
  it('orders earliest deadline first, ties to the earlier submission', () => {
    const a = { queueKey: 100, submittedAt: 50 };
    const b = { queueKey: 100, submittedAt: 40 };
    const c = { queueKey: 90, submittedAt: 80 };
    expect([a, b, c].sort(compareQueue)).toEqual([c, b, a]);
  });
});

describe('slaAction', () => {
  const active = (over = {}) => ({
    status: 'in_review' as const,
    activatedAt: t0,
    dueAt: t0 + 10 * H,
    deliveredAt: null,
    slaWarned: false,
    lateRefunded: false,
    ...over,
  });
  it('warns from 80% of the promised time until the due time', () => {
    expect(slaAction(active(), t0 + 7.99 * H)).toEqual({ warn: false, refund: false });
    expect(slaAction(active(), t0 + 8 * H)).toEqual({ warn: true, refund: false });
    expect(slaAction(active({ slaWarned: true }), t0 + 9 * H).warn).toBe(false);
  });
  it('refunds once after the due time, instead of a late warning', () => {
    expect(slaAction(active(), t0 + 10 * H)).toEqual({ warn: true, refund: false });
    expect(slaAction(active(), t0 + 10 * H + 1)).toEqual({ warn: false, refund: true });
    expect(slaAction(active({ lateRefunded: true }), t0 + 11 * H)).toEqual({ warn: false, refund: false });
  });
  it('ignores queued, delivered, cancelled and previously delivered (revision) tasks', () => {
    expect(slaAction(active({ activatedAt: null, dueAt: null }), t0 + 20 * H).refund).toBe(false);
    expect(slaAction(active({ status: 'delivered', deliveredAt: t0 }), t0 + 20 * H).refund).toBe(false);
    expect(slaAction(active({ status: 'cancelled' }), t0 + 20 * H).refund).toBe(false);
    expect(slaAction(active({ status: 'reopened', deliveredAt: t0 + 5 * H }), t0 + 20 * H).refund).toBe(false);
  });
});

describe('needsDraftNudge', () => {
  const active = { status: 'submitted' as const, queueStatus: 'active' as const, activatedAt: t0 };
  it('asks again only for an active task left undrafted for more than 15 minutes since the last ask', () => {
    expect(needsDraftNudge(active, t0 + DRAFT_STUCK_MS)).toBe(false);
    expect(needsDraftNudge(active, t0 + DRAFT_STUCK_MS + 1)).toBe(true);
    expect(needsDraftNudge({ ...active, draftRequestedAt: t0 + DRAFT_STUCK_MS + 1 }, t0 + DRAFT_STUCK_MS + 2)).toBe(
      false,
    );
    expect(needsDraftNudge({ ...active, queueStatus: 'queued' }, t0 + 99 * H)).toBe(false);
    expect(needsDraftNudge({ ...active, status: 'ai_drafted' }, t0 + 99 * H)).toBe(false);
  });
});

describe('deliveryError', () => {
  it('allows 800 words of text, not 801', () => {
    expect(deliveryError('text', 'word '.repeat(800))).toBeNull();
    expect(deliveryError('text', 'word '.repeat(801))).toBe('result_too_many_words');
  });
  it('allows a 500-row sheet, not 501, whatever the words', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `a${i}\tb\tc d e f`).join('\n');
    expect(deliveryError('sheet', rows(500))).toBeNull();
    expect(deliveryError('sheet', rows(501))).toBe('result_too_many_rows');
  });
  it('requires some text', () => {
    expect(deliveryError('text', '  \n ')).toBe('result_required');
  });
});

describe('prompts', () => {
  const task = taskDoc('u', { category: 'legal_compliance', language: 'fr' });
  it('has a prompt per category and language, and the defaults pass the settings schema', () => {
    for (const [category, byLang] of Object.entries(DEFAULT_PROMPTS)) {
      expect(byLang.en.length, category).toBeGreaterThan(20);
      expect(byLang.fr.length, category).toBeGreaterThan(20);
    }
    expect(settingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    const { prompts: _omit, ...older } = DEFAULT_SETTINGS;
    expect(settingsSchema.safeParse(older).success).toBe(true);
  });
  it('builds the prompt in the task language, from the edited setting, always with the scope rules', () => {
    const edited = {
      ...DEFAULT_SETTINGS,
      prompts: {
        ...DEFAULT_PROMPTS,
        legal_compliance: {
          en: 'Edited English prompt for legal docs.',
          fr: 'Consigne modifiée pour les documents juridiques.',
        },
      },
    };
    const p = buildDraftPrompt(task, edited);
    expect(p.system).toContain('Consigne modifiée');
    expect(p.system).toContain(SCOPE_RULES.fr);
    expect(p.user).toContain(task.brief);
    expect(categoryPrompt('admin_docs', 'en', { ...DEFAULT_SETTINGS, prompts: undefined })).toBe(
      DEFAULT_PROMPTS.admin_docs.en,
    );
  });
  it('the offline draft is deterministic and labelled in the task language', () => {
    expect(offlineDraftText(task)).toBe(offlineDraftText(task));
    expect(offlineDraftText(task)).toMatch(/^\[BROUILLON HORS LIGNE/);
    expect(offlineDraftText({ ...task, language: 'en', sourceText: '' })).toContain('[TO WRITE');
  });
  it('backs off exponentially, capped', () => {
    expect([1, 2, 3].map((a) => backoffMs(a, 1000))).toEqual([1000, 2000, 4000]);
    expect(backoffMs(10, 1000)).toBe(30_000);
  });
});
