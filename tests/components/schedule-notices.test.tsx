// @vitest-environment happy-dom
// What a held or skipped schedule says: the card of a member's schedule held by the team's
// approval rule (each hold), its skipped occurrences with each reason (a short wallet's leads to
// buying credits), and the bell's notice of each skip with where it leads, in English and French;
// and a task repeated on a schedule (its fields and files).
import type { Occurrence, Schedule, SkipReason, Task, WithId } from '@tasklane/domain';
import { DEFAULT_SETTINGS, SKIP_REASONS, splitSettings } from '@tasklane/domain';
import { cleanup, screen } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../web/src/features/notifications/api/notifications';
import { NotificationPanel } from '../../web/src/features/notifications/components/notification-panel';
import { notificationTarget } from '../../web/src/features/notifications/utils/notification-text';
import { ScheduleCard } from '../../web/src/features/schedules/components/schedule-card';
import { RepeatTaskForm } from '../../web/src/features/schedules/components/repeat-task-form';
import { notificationDoc, taskDoc } from '../support/factories';
import { renderIn } from './render';

const skipped = vi.hoisted(() => ({ data: [] as Occurrence[], task: undefined as Task | undefined }));
vi.mock('../../web/src/features/schedules/api/schedules-api', async (actual) => ({
  ...(await actual<object>()),
  useSkippedOccurrences: () => ({ status: 'success', data: skipped.data }),
  useRepeatedTask: () => ({ status: 'success', data: skipped.task }),
}));

afterEach(() => {
  cleanup();
  skipped.data = [];
});

const NOW = Date.UTC(2026, 0, 15, 14);
const schedule = (overrides: Partial<WithId<Schedule>> = {}): WithId<Schedule> => ({
  id: 's1',
  accountId: 'team1',
  createdBy: 'member1',
  template: {
    title: 'Monday captions',
    category: 'marketing_content',
    tier: 'standard',
    brief: 'Three captions.',
    sourceText: '',
    deliverableType: 'text',
    language: 'en',
  },
  timing: { rhythm: { kind: 'weekly', weekdays: [1] }, time: '09:00', startDate: '2026-01-05', end: { kind: 'never' } },
  status: 'paused',
  pausedReason: 'awaiting_approval',
  skipDates: [],
  nextRunAt: null,
  nextLocalDate: null,
  noticeAt: null,
  upcoming: [],
  occurrencesDone: 0,
  priceCredits: 2,
  approvedPriceCredits: null,
  createdAt: Timestamp.fromMillis(NOW),
  updatedAt: Timestamp.fromMillis(NOW),
  ...overrides,
});
const occurrence = (localDate: string, reason: SkipReason): Occurrence => ({
  accountId: 'team1',
  localDate,
  runAt: Timestamp.fromMillis(NOW - 3_600_000),
  outcome: 'skipped',
  reason,
  taskId: null,
  priceCredits: 2,
  lateByMs: 0,
  submitBy: Timestamp.fromMillis(Date.now() + 3_600_000),
  at: Timestamp.fromMillis(NOW),
});
const card = (s: WithId<Schedule>) => <ScheduleCard schedule={s} canManage onEdit={() => {}} />;

describe("a member's schedule held by the team's rule", () => {
  it('says why for each hold, in English and French', async () => {
    const { rerender } = await renderIn('en', card(schedule()));
    expect(screen.getByTestId('schedule-status').textContent).toBe("Waiting for an owner's approval");
    expect(screen.getByTestId('schedule-held').textContent).toBe(
      "Waiting for an owner's approval of the price of one occurrence. Nothing runs until then.",
    );
    rerender(card(schedule({ pausedReason: 'approval_declined' })));
    expect(screen.getByTestId('schedule-held').textContent).toContain(
      "An owner declined this schedule; the reason is on the team's requests page.",
    );
    rerender(card(schedule({ pausedReason: 'approval_expired' })));
    expect(screen.getByTestId('schedule-held').textContent).toContain(
      'No owner decided on this schedule within 7 days.',
    );
    rerender(card(schedule({ pausedReason: 'approval_withdrawn' })));
    expect(screen.getByTestId('schedule-held').textContent).toContain(
      "You withdrew this schedule's request for approval.",
    );
    rerender(card(schedule({ status: 'active', pausedReason: null })));
    expect(screen.queryByTestId('schedule-held')).toBeNull();

    cleanup();
    await renderIn('fr', card(schedule()));
    expect(screen.getByTestId('schedule-status').textContent).toBe('En attente de l’approbation d’un propriétaire');
    expect(screen.getByTestId('schedule-held').textContent).toContain('Rien n’est soumis d’ici là.');
  });
});

describe('skipped occurrences', () => {
  it('give each reason on the card; only a short wallet leads to buying credits', async () => {
    skipped.data = [occurrence('2026-01-12', 'terms_not_accepted'), occurrence('2026-01-05', 'spending_cap')];
    const { rerender } = await renderIn('en', card(schedule({ status: 'active', pausedReason: null })));
    const items = screen.getAllByTestId('schedule-skipped-item').map((li) => li.textContent);
    expect(items[0]).toContain(
      'The new terms of service were not accepted yet. Submitting it now asks for them first.',
    );
    expect(items[1]).toContain('The monthly spending cap was reached.');
    expect(screen.queryByTestId('schedule-skipped-credits')).toBeNull();

    skipped.data = [occurrence('2026-01-12', 'insufficient_credits'), occurrence('2026-01-05', 'price_above_approved')];
    rerender(card(schedule({ status: 'active', pausedReason: null, id: 's2' })));
    const texts = screen.getAllByTestId('schedule-skipped-item').map((li) => li.textContent);
    expect(texts[0]).toContain('Not enough credits.');
    expect(texts[1]).toContain('Its price rose above the one an owner approved.');
    expect(screen.getByTestId('schedule-skipped-credits').getAttribute('href')).toBe('/credits');

    cleanup();
    await renderIn('fr', card(schedule({ status: 'active', pausedReason: null })));
    expect(screen.getByTestId('schedule-skipped').textContent).toContain('Acheter des crédits');
  });

  const notice = (reason: SkipReason): NotificationItem => ({
    id: reason,
    ...notificationDoc('u1', {
      createdAt: new Date(NOW),
      templateKey: 'schedule_update',
      payload: {
        task_title: 'Monday captions',
        schedule_id: 's1',
        schedule_event: 'skipped',
        schedule_reason: reason,
        message: 'January 12',
      },
    }),
  });
  const EXPECTED: Record<SkipReason, { text: string; fr: string; to: string }> = {
    insufficient_credits: {
      text: 'not enough credits. Buy credits to submit it by hand.',
      fr: 'crédits',
      to: '/credits',
    },
    spending_cap: { text: 'the monthly spending cap is reached.', fr: 'plafond', to: '/schedules' },
    price_above_approved: {
      text: 'its price is now above the one an owner approved.',
      fr: 'approuvé',
      to: '/schedules',
    },
    terms_not_accepted: {
      text: 'its creator must first accept the new terms of service. Submit it by hand from your recurring tasks.',
      fr: 'conditions',
      to: '/schedules',
    },
    refused: { text: 'the order was refused.', fr: 'refusée', to: '/schedules' },
  };

  it("each skip's bell notice says why and leads where it can be fixed, in English and French", async () => {
    const items = SKIP_REASONS.map(notice);
    const props = { status: 'success' as const, items, filter: 'all' as const, unreadCount: items.length, nowMs: NOW };
    const handlers = { onFilter: vi.fn(), onOpen: vi.fn(), onMarkAll: vi.fn(), markingAll: false };
    await renderIn('en', <NotificationPanel {...props} {...handlers} />);
    const rows = screen.getAllByTestId('notification-item');
    const paths = { task: (id: string) => `/tasks/${id}`, credits: '/credits', schedules: '/schedules' };
    SKIP_REASONS.forEach((reason, i) => {
      expect(rows[i]!.textContent).toContain('Recurring task skipped');
      expect(rows[i]!.textContent).toContain(
        `“Monday captions” of January 12 was not submitted: ${EXPECTED[reason].text}`,
      );
      expect(notificationTarget(items[i]!, paths)).toBe(EXPECTED[reason].to);
    });
    cleanup();
    await renderIn('fr', <NotificationPanel {...props} {...handlers} />);
    const fr = screen.getAllByTestId('notification-item');
    SKIP_REASONS.forEach((reason, i) => expect(fr[i]!.textContent).toContain(EXPECTED[reason].fr));
  });
});

describe('repeating a task on a schedule', () => {
  const form = (accountId: string) => (
    <RepeatTaskForm
      taskId="t1"
      accountId={accountId}
      teamId={null}
      settings={splitSettings(DEFAULT_SETTINGS).app}
      onDone={() => {}}
    />
  );
  it("starts from the task's fields and says its files are copied; another account's task is refused", async () => {
    const file = { id: 'f1', name: 'menu.txt', kind: 'txt', contentType: 'text/plain', size: 4, sha256: 'x' };
    skipped.task = taskDoc('u1', {
      title: 'Weekly menu',
      attachments: [
        { ...file, uploadedBy: 'u1', uploadedAt: new Date() },
        { ...file, id: 'f2', uploadedBy: 'u1', uploadedAt: new Date(), purgedAt: new Date() },
      ],
    } as Partial<Task>);
    const { container } = await renderIn('en', form('u1'));
    expect(screen.getByTestId('repeat-task-files').textContent).toBe(
      "The task's file is copied to the schedule, and each occurrence gets its own copy.",
    );
    expect(container.querySelector<HTMLInputElement>('input[value="Weekly menu"]')).not.toBeNull();
    cleanup();
    await renderIn('fr', form('team9'));
    expect(screen.getByTestId('repeat-task-missing').textContent).toBe(
      'Cette tâche n’appartient pas à ce compte : elle ne peut pas être répétée ici.',
    );
  });
});
