import { CURRENT_LEGAL_VERSIONS, type Locale } from '@tasklane/domain';
import { getDoc } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

/** Reads whether the person's profile is in Québec (Bill 96: French terms first); unreadable counts as not. */
export function useIsInQuebec(): (uid: string) => Promise<boolean> {
  const db = useFirestore();
  return useCallback(
    (uid: string) =>
      getDoc(webRefs.profile(db, uid))
        .then((snap) => snap.data()?.province === 'QC')
        .catch(() => false),
    [db],
  );
}

/** Records the acceptance of the current terms from the prompt. */
export function acceptCurrentTerms(choice: { language: Locale; englishChosen?: boolean }) {
  return call('acceptConsents', {
    accepted: [{ document: 'terms', version: CURRENT_LEGAL_VERSIONS.terms, language: choice.language }],
    via: 'prompt',
    ...(choice.englishChosen !== undefined ? { englishChosen: choice.englishChosen } : {}),
  });
}
