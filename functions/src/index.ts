// Re-exports only: each function lives in its own file.
export { previewPrice } from './callable/preview-price.js';
export { queueTick } from './scheduled/queue-tick.js';
export { draftOnActivation } from './triggers/draft-on-activation.js';
export { pickUpTask } from './callable/pick-up-task.js';
export { deliverTask } from './callable/deliver-task.js';
export { decideRefund } from './callable/decide-refund.js';
export { runQueueTickDev } from './callable/run-queue-tick-dev.js';
export { submitTask } from './callable/submit-task.js';
export { cancelTask } from './callable/cancel-task.js';
export { requestRevision } from './callable/request-revision.js';
export { requestRefund } from './callable/request-refund.js';
