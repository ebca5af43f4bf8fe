import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { confirmQuote, requestQuoteRevision, requestQuoteRefund } from '../api/quotes-api';
import { NoteForm, useQuoteErrorText } from './quote-actions';

/** Delivered: the customer confirms and settles, asks for a revision, or (once) asks for their money back. */
export function QuoteDeliveredActions({ quoteId: id, canAskRefund }: { quoteId: string; canAskRefund: boolean }) {
  const { t } = useLingui();
  const errorText = useQuoteErrorText();
  const [settling, setSettling] = useState(false);
  const settle = async () => {
    setSettling(true);
    try {
      await confirmQuote(id);
      toast.success(t`Thank you! The project is complete and settled.`);
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setSettling(false);
    }
  };

  return (
    <div className="box" data-testid="quote-delivered-actions">
      <h2 className="title is-6">
        <Trans>Is it done?</Trans>
      </h2>
      <p className="mb-3">
        <Trans>
          Confirm to complete and settle the project. Without an answer it settles by itself 7 days after delivery.
        </Trans>
      </p>
      <button
        type="button"
        className={`button is-success mb-4 ${settling ? 'is-loading' : ''}`}
        disabled={settling}
        aria-busy={settling}
        onClick={() => void settle()}
        data-testid="confirm-quote"
      >
        <Trans>Confirm and settle</Trans>
      </button>
      <NoteForm
        id="revision-note"
        testId="revision-form"
        label={t`Or ask for a revision`}
        submitLabel={t`Ask for a revision`}
        onSubmit={async (note) => {
          await requestQuoteRevision(id, note);
          toast.success(t`Revision requested.`);
        }}
      />
      {canAskRefund ? (
        <details className="mt-4" data-testid="quote-refund">
          <summary>
            <Trans>Not satisfied? Ask for your money back</Trans>
          </summary>
          <NoteForm
            id="refund-reason"
            testId="refund-form"
            label={t`Why do you want a refund?`}
            submitLabel={t`Ask for a refund`}
            onSubmit={async (reason) => {
              await requestQuoteRefund(id, reason);
              toast.success(t`Refund requested. We will tell you our decision.`);
            }}
          />
        </details>
      ) : null}
    </div>
  );
}
