// Re-exports only: each function lives in its own file.
export { previewPrice } from './callable/preview-price.js';
export { signUp } from './callable/sign-up.js';
export { ensureProfile } from './callable/ensure-profile.js';
export { sendAuthEmail } from './callable/send-auth-email.js';
export { setAdminRole } from './callable/set-admin-role.js';
export { deleteAccount } from './callable/delete-account.js';
export { notifyOnTaskUpdated } from './triggers/notify-on-task-updated.js';
export { notifyOnWalletUpdated } from './triggers/notify-on-wallet-updated.js';
export { notifyOnRefundDecided } from './triggers/notify-on-refund-decided.js';
export { notificationRetention } from './scheduled/notification-retention.js';
export { submitContact } from './callable/submit-contact.js';
export { submitTask } from './callable/submit-task.js';
export { cancelTask } from './callable/cancel-task.js';
export { requestRevision } from './callable/request-revision.js';
export { requestRefund } from './callable/request-refund.js';
