import { LOCALES, STORAGE_KEYS, type Locale } from '@tasklane/domain';
import type { AuthMode } from '../../../config/paths';

/** What a draft may hold: never the password. */
export interface AuthDraft {
  email?: string;
  name?: string;
  company?: string;
  locale?: Locale;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage unavailable (private mode): drafts are a convenience */
  }
}

export function loadDraft(mode: AuthMode): AuthDraft {
  const raw = read(STORAGE_KEYS.authDraftPrefix + mode);
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === 'string' ? x.slice(0, 200) : undefined);
    const locale = LOCALES.find((l) => l === v.locale);
    return { email: str(v.email), name: str(v.name), company: str(v.company), ...(locale ? { locale } : {}) };
  } catch {
    return {};
  }
}

export function saveDraft(mode: AuthMode, draft: AuthDraft) {
  const clean: AuthDraft = { email: draft.email, name: draft.name, company: draft.company, locale: draft.locale };
  write(STORAGE_KEYS.authDraftPrefix + mode, JSON.stringify(clean));
}

export function clearDraft(mode: AuthMode) {
  write(STORAGE_KEYS.authDraftPrefix + mode, null);
}

export function rememberedEmail(): string | null {
  return read(STORAGE_KEYS.rememberedEmail);
}

export function setRememberedEmail(email: string | null) {
  write(STORAGE_KEYS.rememberedEmail, email);
}
