import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { callableError } from '../../../lib/callable';
import { TextAreaField } from '../../../components/fields/controls';
import { codeError } from '../../../components/fields/field';

/** The refusal reasons the server gives, as the customer reads them. */
export function useQuoteErrorText() {
  const { t } = useLingui();
  return (err: unknown): string => {
    const e = callableError(err);
    switch (e.reason) {
      case 'expired':
        return t`This offer has expired. Ask us for a new version.`;
      case 'already_accepted':
        return t`This quote is already accepted.`;
      case 'version_changed':
        return t`A newer version replaced this offer. Review it before accepting.`;
      case 'province_required':
        return t`Add your province in your profile before paying by card.`;
      case 'raise_same_method':
        return t`A higher ceiling is paid the way you paid the quote.`;
      case 'wrong_state':
        return t`This action is no longer possible: the quote has moved on.`;
      case 'refund_already_requested':
        return t`A refund was already requested for this quote.`;
      case 'spending_cap': {
        const cap = (e.details as { cap?: number } | undefined)?.cap ?? 0;
        return t`Your monthly spending cap in this team is ${cap} credits, and this ceiling would go over it. Ask a team owner to raise it, or pay by card.`;
      }
      case 'not_a_member':
        return t`You are no longer a member of this team.`;
      case 'request_closed':
        return t`An owner already answered the approval request for this version, or it was withdrawn or expired. See the team's requests.`;
      case 'approval_required':
        return t`This team asks an owner to approve this spending. Accept with credits to send it for approval; once approved, the team's credits pay it.`;
    }
    if (e.message === 'Insufficient credits')
      return t`You do not have enough credits for this ceiling. Buy credits or pay by card.`;
    return t`Something went wrong. Try again in a moment.`;
  };
}

/** A note form (changes, revision, refund reason) with its own busy state and validation message. */
export function NoteForm({
  id,
  label,
  submitLabel,
  onSubmit,
  testId,
}: {
  id: string;
  label: string;
  submitLabel: string;
  onSubmit: (note: string) => Promise<void>;
  testId: string;
}) {
  const errorText = useQuoteErrorText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFieldError(null);
    try {
      await onSubmit(note);
      setNote('');
    } catch (err) {
      const fields = callableError(err).fields;
      const code = fields.note ?? fields.reason;
      if (code) setFieldError(code);
      else toast.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <TextAreaField
        id={id}
        label={label}
        error={codeError(fieldError)}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button type="submit" className={`button is-light ${busy ? 'is-loading' : ''}`} disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Accept with credits or by card. */
export function AcceptButtons({
  balance,
  creditsNeeded,
  onCredits,
  onCard,
}: {
  balance: number | null;
  creditsNeeded: number;
  onCredits: () => Promise<void>;
  /** Null when only credits apply (a higher ceiling on a quote accepted with credits). */
  onCard: (() => Promise<void>) | null;
}) {
  const errorText = useQuoteErrorText();
  const [busy, setBusy] = useState<'credits' | 'card' | null>(null);
  const run = async (kind: 'credits' | 'card', fn: () => Promise<void>) => {
    setBusy(kind);
    try {
      await fn();
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };
  const short = balance !== null && balance < creditsNeeded;
  return (
    <div>
      <div className="buttons">
        <button
          type="button"
          className={`button is-primary ${busy === 'credits' ? 'is-loading' : ''}`}
          disabled={busy !== null || short}
          aria-busy={busy === 'credits'}
          data-testid="accept-credits"
          onClick={() => void run('credits', onCredits)}
        >
          {creditsNeeded === 1 ? (
            <Trans>Accept and hold 1 credit</Trans>
          ) : (
            <Trans>Accept and hold {creditsNeeded} credits</Trans>
          )}
        </button>
        {onCard ? (
          <button
            type="button"
            className={`button is-link is-light ${busy === 'card' ? 'is-loading' : ''}`}
            disabled={busy !== null}
            aria-busy={busy === 'card'}
            data-testid="accept-card"
            onClick={() => void run('card', onCard)}
          >
            <Trans>Accept and pay by card</Trans>
          </button>
        ) : null}
      </div>
      {balance !== null ? (
        <p className={`help ${short ? 'is-danger' : ''}`} data-testid="quote-balance">
          {short ? (
            <Trans>
              Your balance is {balance} credits. <Link to={paths.credits.getHref()}>Buy credits</Link> or pay by card.
            </Trans>
          ) : (
            <Trans>Your balance is {balance} credits.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}

/** A higher ceiling on a quote paid by card: a second Checkout for the difference plus its tax. */
export function PayDifferenceButton({ onPay }: { onPay: () => Promise<void> }) {
  const errorText = useQuoteErrorText();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      await onPay();
    } catch (err) {
      toast.error(errorText(err));
      setBusy(false);
    }
    // On success the browser leaves for Checkout: the button stays busy until it does.
  };
  return (
    <button
      type="button"
      className={`button is-link ${busy ? 'is-loading' : ''}`}
      disabled={busy}
      aria-busy={busy}
      data-testid="pay-raise-card"
      onClick={() => void pay()}
    >
      <Trans>Pay the difference by card</Trans>
    </button>
  );
}
