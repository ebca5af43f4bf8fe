// Ratings and testimonials: one rating per delivery round, editable for 7 days, counted in the
// reviewer's and the category's figures; an admin publishes a consented comment, which the public
// settings function then serves to every visitor, and unpublishes it.
import { PUBLISHED_TESTIMONIALS_PATH, type Task } from '@tasklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST, PORTS, PROJECT_ID, REGION } from '../support/emulators';
import { adminDb, errorOf, signedInClient, type TestClient } from '../support/functions-client';
import { auditFor, deliveredTask, giveWallet, putTask, setSettings } from '../support/task-helpers';

const H = 3_600_000;
let admin: TestClient;
let reviewer: TestClient;
let customer: TestClient;
let other: TestClient;
const publicUrl = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/publicSettings`;
const quote = { firstName: 'Élise', initial: 'd', city: 'Gatineau' };

beforeAll(async () => {
  await setSettings();
  await adminDb.doc(PUBLISHED_TESTIMONIALS_PATH).delete();
  [admin, reviewer, customer, other] = await Promise.all([
    signedInClient({ admin: true }),
    signedInClient({ reviewer: true }),
    signedInClient(),
    signedInClient(),
  ]);
  await giveWallet(customer.uid as string, 10);
});
// The published list is global: leave none for the files after this one.
afterAll(async () => {
  await adminDb.doc(PUBLISHED_TESTIMONIALS_PATH).delete();
  await Promise.all([admin, reviewer, customer, other].map((c) => c.close()));
});

const cust = () => customer.uid as string;
const history = (rounds: number): Task['history'] => {
  const at = new Date(Date.now() - H);
  const out: Task['history'] = [{ at, by: cust(), from: null, to: 'submitted' }];
  for (let i = 0; i < rounds; i++) out.push({ at, by: 'r', from: 'in_review', to: 'delivered' });
  return out;
};
const delivered = (rounds = 1) =>
  putTask(
    cust(),
    deliveredTask(1, { reviewerId: reviewer.uid, category: 'marketing_content', history: history(rounds) }),
  );
const stats = async (id: string) => (await adminDb.doc(`reviewStats/${id}`).get()).data() ?? {};

async function publicRead() {
  const res = await fetch(publicUrl);
  return (await res.json()) as {
    testimonials?: { id: string; quote: string; firstName: string; initial: string; city: string; stars: number }[];
  };
}

describe('rateTask', () => {
  it('one rating per delivery round: a second call edits it, and the figures count it once', async () => {
    const taskId = await delivered();
    const before = await stats(`r_${reviewer.uid}`);
    const first = await customer.call('rateTask', { taskId, stars: 3, comment: 'Good', locale: 'en', quote: null });
    expect(first).toEqual({ ratingId: `${taskId}_1`, round: 1 });
    await customer.call('rateTask', { taskId, stars: 5, comment: 'Great in the end', locale: 'en', quote });
    const ratings = await adminDb.collection('ratings').where('taskId', '==', taskId).get();
    expect(ratings.docs.map((d) => d.id)).toEqual([`${taskId}_1`]);
    expect(ratings.docs[0]!.data()).toMatchObject({
      stars: 5,
      comment: 'Great in the end',
      userId: cust(),
      reviewerId: reviewer.uid,
      published: false,
      quote: { firstName: 'Élise', initial: 'D.', city: 'Gatineau' },
    });
    const after = await stats(`r_${reviewer.uid}`);
    expect((after.ratings ?? 0) - (before.ratings ?? 0)).toBe(1);
    expect((after.starsSum ?? 0) - (before.starsSum ?? 0)).toBe(5);
    expect((await auditFor(cust(), 'task_rated')).filter((a) => a.entityId === taskId)).toHaveLength(2);
  });

  it('a new delivery round gets its own rating', async () => {
    const taskId = await delivered(2);
    expect(await customer.call('rateTask', { taskId, stars: 4, comment: '', locale: 'fr', quote: null })).toEqual({
      ratingId: `${taskId}_2`,
      round: 2,
    });
  });

  it('is locked after 7 days', async () => {
    const taskId = await delivered();
    await customer.call('rateTask', { taskId, stars: 4, comment: '', locale: 'en', quote: null });
    await adminDb.doc(`ratings/${taskId}_1`).update({ createdAt: new Date(Date.now() - 8 * 24 * H) });
    const err = await errorOf(customer.call('rateTask', { taskId, stars: 1, comment: '', locale: 'en', quote: null }));
    expect(err).toMatchObject({ code: 'functions/failed-precondition', details: { reason: 'rating_locked' } });
    expect((await adminDb.doc(`ratings/${taskId}_1`).get()).get('stars')).toBe(4);
  });

  it("refuses a task not delivered, someone else's task, and bad input", async () => {
    const inReview = await putTask(cust(), { status: 'in_review', queueStatus: null, reviewerId: reviewer.uid });
    expect(
      (await errorOf(customer.call('rateTask', { taskId: inReview, stars: 5, comment: '', locale: 'en', quote: null })))
        .details,
    ).toMatchObject({ reason: 'not_delivered' });
    const taskId = await delivered();
    expect(
      (await errorOf(other.call('rateTask', { taskId, stars: 5, comment: '', locale: 'en', quote: null }))).code,
    ).toBe('functions/not-found');
    const bad = await errorOf(
      customer.callRaw('rateTask', {
        taskId,
        stars: 6,
        comment: '',
        locale: 'en',
        quote: { firstName: '', initial: 'xy', city: '' },
      }),
    );
    expect(bad.code).toBe('functions/invalid-argument');
    expect(bad.details).toMatchObject({
      fields: {
        stars: 'rating_stars_required',
        'quote.firstName': 'first_name_required',
        'quote.initial': 'initial_invalid',
        'quote.city': 'city_required',
      },
    });
  });
});

describe('publishTestimonial', () => {
  it('publishes a consented comment to the public read, and unpublishes it', async () => {
    const taskId = await delivered();
    await customer.call('rateTask', { taskId, stars: 5, comment: 'Fast and friendly.', locale: 'fr', quote });
    const ratingId = `${taskId}_1`;
    expect(await admin.call('publishTestimonial', { ratingId, publish: true })).toMatchObject({ published: true });
    expect((await publicRead()).testimonials).toEqual([
      {
        id: ratingId,
        quote: 'Fast and friendly.',
        firstName: 'Élise',
        initial: 'D.',
        city: 'Gatineau',
        stars: 5,
        locale: 'fr',
      },
    ]);
    expect((await adminDb.doc(`ratings/${ratingId}`).get()).get('published')).toBe(true);

    expect(await admin.call('publishTestimonial', { ratingId, publish: false })).toEqual({
      published: false,
      count: 0,
    });
    expect((await publicRead()).testimonials).toBeUndefined();
    const actions = (await auditFor(cust(), 'testimonial_published'))
      .concat(await auditFor(cust(), 'testimonial_unpublished'))
      .filter((a) => a.entityId === taskId);
    expect(actions).toHaveLength(2);
  });

  it('refuses a rating without consent or without a comment, and a reviewer', async () => {
    const taskId = await delivered();
    await customer.call('rateTask', { taskId, stars: 5, comment: 'Nice', locale: 'en', quote: null });
    expect(
      (await errorOf(admin.call('publishTestimonial', { ratingId: `${taskId}_1`, publish: true }))).details,
    ).toMatchObject({ reason: 'no_consent' });
    const silent = await delivered();
    await customer.call('rateTask', { taskId: silent, stars: 5, comment: '', locale: 'en', quote });
    expect(
      (await errorOf(admin.call('publishTestimonial', { ratingId: `${silent}_1`, publish: true }))).details,
    ).toMatchObject({ reason: 'no_consent' });
    expect((await errorOf(reviewer.call('publishTestimonial', { ratingId: `${taskId}_1`, publish: true }))).code).toBe(
      'functions/permission-denied',
    );
    expect(
      (await errorOf(admin.call('publishTestimonial', { ratingId: 'no-such-rating_1', publish: true }))).code,
    ).toBe('functions/not-found');
  });

  it('the customer changing a published rating takes it off the public pages', async () => {
    const taskId = await delivered();
    await customer.call('rateTask', { taskId, stars: 5, comment: 'Lovely work.', locale: 'en', quote });
    await admin.call('publishTestimonial', { ratingId: `${taskId}_1`, publish: true });
    await customer.call('rateTask', { taskId, stars: 2, comment: 'Changed my mind.', locale: 'en', quote });
    expect((await publicRead()).testimonials).toBeUndefined();
    expect((await adminDb.doc(`ratings/${taskId}_1`).get()).get('published')).toBe(false);
  });
});

describe('review figures on delivery', () => {
  it("counts a delivery in the reviewer's and the category's figures: on time, first, time in review", async () => {
    const pickedUp = new Date(Date.now() - 2 * H);
    const taskId = await putTask(cust(), {
      status: 'in_review',
      queueStatus: null,
      reviewerId: reviewer.uid,
      category: 'design_media',
      dueAt: new Date(Date.now() + 5 * H),
      history: [{ at: pickedUp, by: reviewer.uid as string, from: 'ai_drafted', to: 'in_review' }],
    });
    const before = await stats(`r_${reviewer.uid}`);
    const catBefore = await stats('c_design_media');
    await reviewer.call('deliverTask', { taskId, result: 'Done, with care.' });
    const after = await stats(`r_${reviewer.uid}`);
    expect((after.deliveries ?? 0) - (before.deliveries ?? 0)).toBe(1);
    expect((after.onTime ?? 0) - (before.onTime ?? 0)).toBe(1);
    expect((after.firstDeliveries ?? 0) - (before.firstDeliveries ?? 0)).toBe(1);
    // Two hours in review, in 15-minute steps.
    expect((after.reviewMinutes?.m120 ?? 0) - (before.reviewMinutes?.m120 ?? 0)).toBe(1);
    expect(((await stats('c_design_media')).deliveries ?? 0) - (catBefore.deliveries ?? 0)).toBe(1);
  });
});
