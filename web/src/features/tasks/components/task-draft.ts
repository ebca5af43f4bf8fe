import {
  CATEGORIES,
  DELIVERABLE_TYPES,
  LOCALES,
  STORAGE_KEYS,
  TIERS,
  type Category,
  type TaskInput,
} from '@tasklane/domain';
import { useEffect } from 'react';
import type { UseFormWatch } from 'react-hook-form';

// The task form's draft, kept in this browser until the task is submitted.
export type TaskFormValues = Omit<TaskInput, 'category'> & { category: Category | '' };

export const EMPTY_TASK: TaskFormValues = {
  title: '',
  category: '',
  tier: 'standard',
  brief: '',
  sourceText: '',
  deliverableType: 'text',
  language: 'en',
  bilingual: false,
};

/** The saved draft, if it still has the right shape; anything else is ignored. */
export function loadDraft(locale: string): TaskFormValues {
  const base = { ...EMPTY_TASK, language: locale === 'fr' ? 'fr' : 'en' } as TaskFormValues;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.taskDraft);
    if (!raw) return base;
    const d = JSON.parse(raw) as Partial<Record<keyof TaskFormValues, unknown>>;
    const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
    const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T) =>
      allowed.includes(v as T) ? (v as T) : fallback;
    return {
      title: str(d.title, ''),
      category: pick(d.category, ['', ...CATEGORIES] as const, ''),
      tier: pick(d.tier, TIERS, 'standard'),
      brief: str(d.brief, ''),
      sourceText: str(d.sourceText, ''),
      deliverableType: pick(d.deliverableType, DELIVERABLE_TYPES, 'text'),
      language: pick(d.language, LOCALES, base.language),
      bilingual: d.bilingual === true,
    };
  } catch {
    return base;
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(STORAGE_KEYS.taskDraft);
  } catch {
    /* storage unavailable: nothing was saved either */
  }
}

/** Keeps the form's values as the local draft while it is filled in. */
export function useDraftAutosave(watch: UseFormWatch<TaskFormValues>) {
  useEffect(() => {
    const sub = watch((values) => {
      try {
        localStorage.setItem(STORAGE_KEYS.taskDraft, JSON.stringify(values));
      } catch {
        /* storage full or disabled: the form still works */
      }
    });
    return () => sub.unsubscribe();
  }, [watch]);
}
