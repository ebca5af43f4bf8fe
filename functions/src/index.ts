// Re-exports only: each function lives in its own file.
export { previewPrice } from './callable/preview-price.js';
export { signUp } from './callable/sign-up.js';
export { ensureProfile } from './callable/ensure-profile.js';
export { sendAuthEmail } from './callable/send-auth-email.js';
export { setAdminRole } from './callable/set-admin-role.js';
export { deleteAccount } from './callable/delete-account.js';
