// The scheduler: each occurrence submitted once through the one submission path, acting as the
// schedule's creator, paid with credits; a short wallet or a member's cap skips it (told at once,
// submittable by hand); downtime under 6 hours submits late, beyond records it missed; a creator
// who left the team pauses the schedule; the schedule's files copied into each occurrence; the
// 24-hour notice; an approved member's schedule run as tasks; account deletion (schedules and
// approval requests). Schedules are seeded as the callables leave them (those are schedule-callables').
// Every scheduler run of the functions stage is in this file (a run submits every due schedule,
// whoever's, and these tests count what a run did), so its tests never overlap one another's runs.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_LEGAL_VERSIONS, DEFAULT_SETTINGS, consentId, priceOf } from '@tasklane/domain';
import { adminDb, type TestClient } from '../support/functions-client';
import { approvalTeam, requestDoc, requestOf } from '../support/approvals';
import {
  closeTickClient,
  dropSchedules,
  futureTiming,
  occurrenceOf,
  scheduleNotices,
  scheduleOf,
  scheduleFile,
  seedDue,
  teamWith,
  template,
  tick,
} from '../support/schedules';
import { bucket, objectsUnder } from '../support/files';
import { waitForMails } from '../support/maildev';
import { buyer } from '../support/stripe';
import { balanceOf, setSettings } from '../support/task-helpers';

const H = 3_600_000;
const PRICE = priceOf(template.category, template.tier, DEFAULT_SETTINGS).credits;
const opened: TestClient[] = [];
const made: string[] = [];
beforeAll(setSettings);
afterEach(() => dropSchedules(made));
afterAll(async () => {
  await closeTickClient();
  await Promise.all(opened.map((c) => c.close()));
});
async function person(balance: number, locale: 'en' | 'fr' = 'en') {
  const c = await buyer({ balance, locale });
  opened.push(c);
  return c;
}
const tasksOf = async (scheduleId: string) =>
  (await adminDb.collection('tasks').where('scheduleId', '==', scheduleId).get()).docs;

describe('the scheduler', () => {
  it('submits an occurrence exactly once under two overlapping runs, as the creator, and moves to the next', async () => {
    const c = await person(5);
    const uid = c.uid as string;
    const now = Date.now();
    const due = await seedDue(uid, uid, now - 60_000);
    made.push(due.id);

    const [a, b] = await Promise.all([tick(now), tick(now)]);
    expect(a.submitted + b.submitted).toBe(1);

    const tasks = await tasksOf(due.id);
    expect(tasks.map((t) => t.id)).toEqual([due.taskId]);
    expect(tasks[0]?.data()).toMatchObject({ userId: uid, accountId: uid, paymentMethod: 'credits', priceCredits: 1 });
    expect(await balanceOf(uid)).toBe(4);
    expect(await occurrenceOf(due.id, due.localDate)).toMatchObject({ outcome: 'submitted', taskId: due.taskId });
    const after = await scheduleOf(due.id);
    expect(after.occurrencesDone).toBe(1);
    expect(after.nextLocalDate! > due.localDate).toBe(true);
    // A third run at the same instant finds nothing due.
    expect((await tick(now)).submitted).toBe(0);
    expect(await balanceOf(uid)).toBe(4);
  });

  // Submitting a skipped occurrence by hand is submitSkippedOccurrence's success case, in schedule-callables.
  it("one run: skips what a wallet, a member's cap or outdated terms refuse (no debt, told at once, submittable until its time plus its tier's hours), submits one missed by under 6 hours late and records an older one missed", async () => {
    const [poor, rich, stale, { owner, member, teamId }] = await Promise.all([
      person(0),
      person(5),
      person(5),
      teamWith(10, opened),
    ]);
    const [p, r, s] = [poor.uid as string, rich.uid as string, stale.uid as string];
    await Promise.all([
      adminDb.doc(`teams/${teamId}/members/${member.uid}`).update({ monthlyCapCredits: 0 }),
      // The terms changed since this creator accepted them: their occurrences wait for a new acceptance.
      adminDb.doc(`consents/${consentId(s, 'terms', CURRENT_LEGAL_VERSIONS.terms)}`).delete(),
    ]);
    const now = Date.now();
    const [short, capped, late, old, unsigned] = await Promise.all([
      seedDue(p, p, now - 60_000),
      seedDue(teamId, member.uid as string, now - 60_000),
      seedDue(r, r, now - 2 * H),
      seedDue(r, r, now - 7 * H),
      seedDue(s, s, now - 60_000),
    ]);
    made.push(short.id, capped.id, late.id, old.id, unsigned.id);

    const run = await tick(now);
    expect([run.skipped, run.late, run.missed]).toEqual([3, 1, 1]);

    // Outdated terms: skipped, nothing charged, the creator told; submittable by hand once accepted.
    expect(await occurrenceOf(unsigned.id, unsigned.localDate)).toMatchObject({
      outcome: 'skipped',
      reason: 'terms_not_accepted',
    });
    expect(await tasksOf(unsigned.id)).toHaveLength(0);
    expect(await balanceOf(s)).toBe(5);
    expect(await scheduleNotices(s)).toHaveLength(1);

    // The short wallet: skipped with no debt, until its time plus the standard tier's 24 hours.
    expect(await tasksOf(short.id)).toHaveLength(0);
    expect(await balanceOf(p)).toBe(0);
    const skipped = await occurrenceOf(short.id, short.localDate);
    expect(skipped).toMatchObject({ outcome: 'skipped', reason: 'insufficient_credits' });
    expect(skipped?.submitBy.toMillis()).toBe(now - 60_000 + 24 * H);
    expect(await scheduleNotices(p)).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ schedule_id: short.id, schedule_event: 'skipped' }),
      }),
    ]);
    // The member's cap: skipped, nothing charged, the member and the team's owners told.
    expect(await occurrenceOf(capped.id, capped.localDate)).toMatchObject({
      outcome: 'skipped',
      reason: 'spending_cap',
    });
    expect(await balanceOf(teamId)).toBe(10);
    expect(await scheduleNotices(owner.uid as string)).toHaveLength(1);
    expect(await scheduleNotices(member.uid as string)).toHaveLength(1);
    // Downtime: 2 hours late is submitted, saying so; 7 hours late is recorded missed, never submitted.
    expect(await occurrenceOf(late.id, late.localDate)).toMatchObject({ outcome: 'submitted', lateByMs: 2 * H });
    expect(await tasksOf(late.id)).toHaveLength(1);
    expect(await occurrenceOf(old.id, old.localDate)).toMatchObject({ outcome: 'missed', taskId: null });
    expect(await tasksOf(old.id)).toHaveLength(0);
    expect(await balanceOf(r)).toBe(4);
    const events = (await scheduleNotices(r)).map((n) => n.payload.schedule_event).sort();
    expect(events).toEqual(['missed', 'submitted_late']);
  });

  it('pauses the schedules of a creator who leaves the team and tells the owners', async () => {
    const { owner, member, teamId } = await teamWith(10, opened);
    const now = Date.now();
    const [made1, stray] = await Promise.all([
      // The member's, running (in 2031), as createSchedule leaves it.
      seedDue(teamId, member.uid as string, Date.parse('2031-01-06T14:00:00Z'), { timing: futureTiming }),
      // A schedule whose creator is already gone when it falls due: the run pauses it instead of ordering.
      seedDue(teamId, 'someone-who-left', now - 60_000),
    ]);
    made.push(made1.id, stray.id);

    await member.call('removeMember', { teamId, uid: member.uid as string });
    expect(await scheduleOf(made1.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'creator_gone',
      nextRunAt: null,
    });
    expect((await tick(now)).paused).toBe(1);
    expect(await scheduleOf(stray.id)).toMatchObject({ status: 'paused', pausedReason: 'creator_gone' });
    expect(await tasksOf(stray.id)).toHaveLength(0);
    const told = await scheduleNotices(owner.uid as string);
    expect(told.filter((n) => n.payload.schedule_event === 'paused_creator_gone')).toHaveLength(2);
    // An owner resuming such a schedule adopts it: resumeSchedule's own case, in schedule-callables.
  });

  it("gives each occurrence its own copy of the schedule's files", async () => {
    // A schedule repeating a task with a file, as createSchedule leaves it (the copy into the
    // schedule is createSchedule's case, in schedule-callables).
    const c = await person(5);
    const uid = c.uid as string;
    const due = await seedDue(uid, uid, Date.now() - 60_000);
    made.push(due.id);
    const file = await scheduleFile(due.id, uid, Buffer.from('Soupe de la semaine'));
    await adminDb.doc(`schedules/${due.id}`).update({ attachments: [file] });

    expect((await tick(Date.now())).submitted).toBe(1);
    const [task] = await tasksOf(due.id);
    expect(task?.data()).toMatchObject({ filesHeld: true, attachments: [{ id: file.id, name: 'menu.txt' }] });
    const [bytes] = await bucket().file(`tasks/${task?.id}/attachments/${file.id}`).download();
    expect(bytes.toString()).toBe('Soupe de la semaine');
    // Its own copy: the schedule keeps its file.
    expect(await objectsUnder(`schedules/${due.id}/`)).toEqual([`schedules/${due.id}/attachments/${file.id}`]);
  });

  it('sends the 24-hour notice once per account, with price, delivery and balance, flagged over the balance, e-mailed in French', async () => {
    const c = await person(1, 'fr');
    const uid = c.uid as string;
    const now = Date.now();
    const runAt = now + 23 * H;
    const [a, b] = await Promise.all([
      seedDue(uid, uid, runAt, { noticeAt: Timestamp.fromMillis(now - 60_000) }),
      seedDue(uid, uid, runAt + H, { noticeAt: Timestamp.fromMillis(now - 60_000) }),
    ]);
    made.push(a.id, b.id);

    const [r1, r2] = [await tick(now), await tick(now)];
    expect(r1.notices + r2.notices).toBe(1);
    const notices = await scheduleNotices(uid, 'schedule_notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({ credits_remaining: 1, over_balance: true });
    expect(notices[0]?.payload.schedule_items).toEqual([
      { title: 'Monday captions', runAtMs: runAt, priceCredits: 1, dueAtMs: runAt + 24 * H },
      { title: 'Monday captions', runAtMs: runAt + H, priceCredits: 1, dueAtMs: runAt + 25 * H },
    ]);
    expect((await scheduleOf(a.id)).noticeAt).toBeNull();
    // E-mailed once, in the person's language.
    const mails = await waitForMails(c.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Demain');
    expect(mails[0]?.text).toContain('Votre solde est de 1 crédit.');
    expect(mails[0]?.text).toContain('coûtent plus que votre solde');
  });
});

describe('schedules and approvals', () => {
  it("runs an approved member schedule's occurrence as a task, not a request, up to its approved price; a personal schedule has no ceiling", async () => {
    // A member's schedule as approveRequest leaves it (that step is approvals.test.ts's): active,
    // with the price of one occurrence approved, in a team whose rule holds all the member's spending.
    const { member, teamId } = await approvalTeam('Held Co', { credits: 20, rule: { mode: 'all' } }, opened);
    const c = await person(20);
    const now = Date.now();
    const [approved, personal] = await Promise.all([
      seedDue(teamId, member.uid as string, now - 60_000, { priceCredits: PRICE, approvedPriceCredits: PRICE }),
      // Written when one occurrence cost less than today's price.
      seedDue(c.uid as string, c.uid as string, now - 60_000, { priceCredits: PRICE - 1, approvedPriceCredits: null }),
    ]);
    made.push(approved.id, personal.id);

    expect((await tick(now)).submitted).toBe(2);
    expect((await adminDb.doc(`tasks/${approved.taskId}`).get()).data()).toMatchObject({
      userId: member.uid,
      accountId: teamId,
      scheduleId: approved.id,
    });
    expect(await requestOf(approved.taskId)).toBeUndefined();
    expect(await balanceOf(teamId)).toBe(20 - PRICE);
    expect((await adminDb.doc(`tasks/${personal.taskId}`).get()).get('priceCredits')).toBe(PRICE);
  });
});

describe('deleting an account', () => {
  it("deletes a person's own schedules and approval requests; a team's schedule they made stays, paused; an owner's decision stays, anonymous", async () => {
    const { owner, owner2, member, teamId } = await approvalTeam('Gone Co', { credits: 10 }, opened);
    // The member's own schedule with a file, and one they made for the team, as createSchedule leaves them.
    const m = member.uid as string;
    const in2031 = Date.parse('2031-01-06T14:00:00Z');
    const [mine, team] = await Promise.all([
      seedDue(m, m, in2031, { timing: futureTiming }),
      seedDue(teamId, m, in2031, { timing: futureTiming }),
    ]);
    made.push(team.id);
    const file = await scheduleFile(mine.id, m, Buffer.from('menu'));
    await Promise.all([
      adminDb.doc(`schedules/${mine.id}`).update({ attachments: [file] }),
      adminDb.doc(`schedules/${mine.id}/occurrences/2031-01-06`).set({ accountId: m }),
    ]);
    // The member's requests, as submitTask and declineRequest leave them (their own tests cover
    // them): one pending, one the second owner declined.
    const [pending, decided] = ['req-pending', 'req-declined'].map((p) => `${p}-${teamId}`) as [string, string];
    await Promise.all([
      adminDb.doc(`approvalRequests/${pending}`).set(requestDoc(teamId, member.uid as string)),
      adminDb.doc(`approvalRequests/${decided}`).set({
        ...requestDoc(teamId, member.uid as string),
        status: 'declined',
        decidedBy: owner2.uid,
        declineReason: 'Not this month.',
      }),
    ]);

    // The owner who decided deletes their account first: the decision stays, without them.
    await owner2.call('deleteAccount', { confirm: 'DELETE' });
    expect(await requestOf(decided)).toMatchObject({
      status: 'declined',
      decidedBy: 'deleted-user',
      userId: member.uid,
    });

    await member.call('deleteAccount', { confirm: 'DELETE' });
    expect((await adminDb.doc(`schedules/${mine.id}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`schedules/${mine.id}/occurrences/2031-01-06`).get()).exists).toBe(false);
    expect(await objectsUnder(`schedules/${mine.id}/`)).toEqual([]);
    expect(await scheduleOf(team.id)).toMatchObject({
      accountId: teamId,
      createdBy: 'deleted-user',
      status: 'paused',
      pausedReason: 'creator_gone',
    });
    expect(await scheduleNotices(owner.uid as string)).toHaveLength(1);
    expect(await requestOf(pending)).toBeUndefined();
    expect(await requestOf(decided)).toBeUndefined();
  });
});
