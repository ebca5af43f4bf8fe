// Re-exports only: each function lives in its own file.
export { previewPrice } from './callable/preview-price.js';
export { submitContact } from './callable/submit-contact.js';
