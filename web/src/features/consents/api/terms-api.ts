import { CURRENT_LEGAL_VERSIONS, type LegalDocument, type Locale } from '@tasklane/domain';
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

/**
 * Records the acceptance from the prompt of each document asked: the terms in the language the
 * person is bound by (`choice`), the privacy policy in the language it was read in. One record each.
 */
export function acceptCurrentDocuments(
  documents: LegalDocument[],
  choice: { language: Locale; englishChosen?: boolean },
  uiLocale: Locale,
) {
  const terms = documents.includes('terms');
  return call('acceptConsents', {
    accepted: documents.map((document) => ({
      document,
      version: CURRENT_LEGAL_VERSIONS[document],
      language: document === 'terms' ? choice.language : uiLocale,
    })),
    via: 'prompt',
    ...(terms && choice.englishChosen !== undefined ? { englishChosen: choice.englishChosen } : {}),
  });
}
