import { MAX_PUBLISHED_TESTIMONIALS, ratingSchema, type PublishedTestimonial } from '@tasklane/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin.js';
import { writeAudit } from '../lib/audit.js';
import { defineCallable } from '../lib/callable.js';
import { logs } from '../lib/logs.js';
import { col } from '../lib/collections.js';

/**
 * An admin publishes a rating's comment as a testimonial, or takes it down. Only a comment whose
 * customer agreed to be quoted (first name, initial, city) may go out, and it goes out as written.
 * The published list is one small document the public settings function serves with the prices,
 * so a visitor's page gets it from the same cached read and loads no Firebase.
 */
export const publishTestimonial = defineCallable(
  'publishTestimonial',
  'admin',
  async ({ ratingId, publish }, { uid }) => {
    const result = await db.runTransaction(async (tx) => {
      const ref = col.ratings().doc(ratingId);
      const listRef = col.publishedTestimonials();
      const [snap, listSnap] = await Promise.all([tx.get(ref), tx.get(listRef)]);
      if (!snap.exists) throw new HttpsError('not-found', 'Rating not found');
      const rating = ratingSchema.parse(snap.data());
      const others = ((listSnap.get('items') as PublishedTestimonial[] | undefined) ?? []).filter(
        (t) => t.id !== ratingId,
      );
      let items = others;
      if (publish) {
        if (!rating.quote || rating.comment === '')
          throw new HttpsError('failed-precondition', 'The customer did not agree to be quoted', {
            reason: 'no_consent',
          });
        if (others.length >= MAX_PUBLISHED_TESTIMONIALS)
          throw new HttpsError('failed-precondition', 'Too many testimonials published', {
            reason: 'too_many_published',
          });
        const { firstName, initial, city } = rating.quote;
        items = [
          { id: ratingId, quote: rating.comment, firstName, initial, city, stars: rating.stars, locale: rating.locale },
          ...others,
        ];
      }
      tx.set(listRef, { items, updatedAt: FieldValue.serverTimestamp() });
      tx.update(ref, { published: publish, updatedAt: FieldValue.serverTimestamp() });
      writeAudit(tx, {
        actorUserId: uid,
        subjectUserId: rating.userId,
        action: publish ? 'testimonial_published' : 'testimonial_unpublished',
        entityType: 'task',
        entityId: rating.taskId,
        metadata: { ratingId },
      });
      return { published: publish, count: items.length };
    });
    logs.adminAction('publishTestimonial', uid, ratingId);
    return result;
  },
);
