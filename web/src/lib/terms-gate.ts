// The prompt an order refused with `terms_not_accepted` opens (components/terms-prompt.tsx
// registers itself here while a signed-in screen is shown). No React: lib/callable.ts asks it.
import type { LegalDocument } from '@tasklane/domain';

/**
 * Shows the prompt for `documents` (those whose current version is not accepted); resolves true
 * once they were accepted and recorded, false if dismissed.
 */
type Asker = (documents: LegalDocument[]) => Promise<boolean>;

let asker: Asker | null = null;

export function setTermsAsker(next: Asker | null): void {
  asker = next;
}

/** False when no prompt is mounted (a public page): the caller then sees the refusal itself. */
export function askTerms(documents: LegalDocument[]): Promise<boolean> {
  return asker ? asker(documents) : Promise.resolve(false);
}
