// The prompt an order refused with `terms_not_accepted` opens (components/terms-prompt.tsx
// registers itself here while a signed-in screen is shown). No React: lib/callable.ts asks it.

/** Shows the prompt; resolves true once the current terms were accepted and recorded, false if dismissed. */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;

export function setTermsAsker(next: Asker | null): void {
  asker = next;
}

/** False when no prompt is mounted (a public page): the caller then sees the refusal itself. */
export function askTerms(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(false);
}
