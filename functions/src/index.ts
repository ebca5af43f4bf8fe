// Re-exports only: each function lives in its own file.
export { previewPrice } from './callable/preview-price.js';
export { notifyOnTaskUpdated } from './triggers/notify-on-task-updated.js';
export { notifyOnWalletUpdated } from './triggers/notify-on-wallet-updated.js';
export { notifyOnRefundDecided } from './triggers/notify-on-refund-decided.js';
export { notificationRetention } from './scheduled/notification-retention.js';
