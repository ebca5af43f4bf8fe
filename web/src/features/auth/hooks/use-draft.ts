import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { AuthMode } from '../../../config/paths';
import { saveDraft, type AuthDraft } from '../utils/auth-storage';

/** Keeps the mode's draft in local storage as the user types; saveDraft drops the password. */
export function useDraft<T extends FieldValues>(mode: AuthMode, watch: UseFormWatch<T>) {
  useEffect(() => {
    const sub = watch((values) => saveDraft(mode, values as AuthDraft));
    return () => sub.unsubscribe();
  }, [mode, watch]);
}
