// Collection names the web reads by, apart from the modules that define their documents' zod
// schemas: the signed-in screens import these names, and importing a schema module would bring zod
// (and every schema in it) into their first load.

/** One entry per waiting task, holding only its order key (see queue.ts). */
export const QUEUE_COLLECTION = 'queue';
/** One small document the web listens to; it changes when positions may have changed. */
export const QUEUE_STATE_PATH = 'queueState/current';
/** Platform statistics (see stats.ts). */
export const STATS_PLATFORM = 'statsPlatform';
/** A customer's statistics (see stats.ts). */
export const STATS_CUSTOMER = 'customerStats';
