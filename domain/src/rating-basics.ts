// Without zod (ratings.ts holds the rating schemas): what the task page needs to show and edit a
// rating, so importing it does not bring zod and every schema into the page's first load.

// ratings/{taskId}_{round}: one per delivery round of a task.
// reviewStats/{r_<uid> | c_<category>}: pre-aggregated review figures, per reviewer and per category.
// publicContent/testimonials: the published testimonials, read by the public settings function.
export { PUBLISHED_TESTIMONIALS_PATH, RATINGS, REVIEW_STATS } from './collection-names.js';

/** A rating stays editable this long after it is first given. */
export const RATING_EDIT_DAYS = 7;
/** The public pages stop calling their stories illustrative once this many real ones are published. */
export const REAL_TESTIMONIALS_THRESHOLD = 3;
/** At most this many testimonials are published at once (they travel with every public page load). */
export const MAX_PUBLISHED_TESTIMONIALS = 24;

export const ratingId = (taskId: string, round: number) => `${taskId}_${round}`;
