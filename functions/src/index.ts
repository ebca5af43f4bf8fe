// Re-exports only: each function lives in its own file.
export { previewPrice } from './callable/preview-price.js';
export { submitTask } from './callable/submit-task.js';
export { cancelTask } from './callable/cancel-task.js';
export { requestRevision } from './callable/request-revision.js';
export { requestRefund } from './callable/request-refund.js';
