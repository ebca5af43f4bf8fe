import { useLingui } from '@lingui/react/macro';
import { CURRENT_LEGAL_VERSIONS, type LegalDocument, type Locale } from '@tasklane/domain';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../hooks/use-session';
import { setTermsAsker } from '../../../lib/terms-gate';
import { acceptCurrentDocuments, useIsInQuebec } from '../api/terms-api';
import { TermsDialog, type TermsChoice } from './terms-dialog';

/**
 * Container, mounted on every signed-in screen: registers the terms prompt that lib/callable.ts
 * opens when an order is refused with `terms_not_accepted` (for the terms, the privacy policy or
 * both, as the refusal names them), records the acceptance
 * (acceptConsents, `via: 'prompt'`) and lets the refused call be made again.
 */
export function TermsPrompt() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const isInQuebec = useIsInQuebec();
  const [open, setOpen] = useState<{ quebec: boolean; documents: LegalDocument[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const settle = useRef<((accepted: boolean) => void) | null>(null);
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (!uid) return;
    setTermsAsker(async (documents) => {
      // The province decides the terms' language rule (Bill 96); a profile that cannot be read counts as outside Québec.
      const quebec = documents.includes('terms') && (await isInQuebec(uid));
      return new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setFailed(false);
        setOpen({ quebec, documents });
      });
    });
    return () => setTermsAsker(null);
  }, [isInQuebec, uid]);

  const close = (accepted: boolean) => {
    settle.current?.(accepted);
    settle.current = null;
    setOpen(null);
    setBusy(false);
  };
  const uiLocale = (i18n.locale === 'fr' ? 'fr' : 'en') as Locale;
  const accept = async (choice: TermsChoice) => {
    if (!open) return;
    setBusy(true);
    setFailed(false);
    try {
      await acceptCurrentDocuments(open.documents, choice, uiLocale);
      close(true);
    } catch (err) {
      console.error('Recording the acceptance failed', err);
      setFailed(true);
      setBusy(false);
    }
  };
  if (!open) return null;
  return (
    <TermsDialog
      version={CURRENT_LEGAL_VERSIONS.terms}
      privacyVersion={CURRENT_LEGAL_VERSIONS.privacy}
      documents={open.documents}
      uiLocale={uiLocale}
      quebec={open.quebec}
      busy={busy}
      failed={failed}
      onAccept={(c) => void accept(c)}
      onCancel={() => close(false)}
    />
  );
}

export default TermsPrompt;
