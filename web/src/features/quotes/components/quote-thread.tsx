import { ThreadPanel } from '../../../components/thread/thread-panel';

/** The quote's conversation on its page (text only: files belong to tasks). */
export function QuoteThread({
  quoteId,
  accountId,
  side,
}: {
  quoteId: string;
  accountId: string;
  side: 'customer' | 'staff';
}) {
  return (
    <div className="mb-5">
      <ThreadPanel kind="quote" entityId={quoteId} customerAccountId={accountId} side={side} />
    </div>
  );
}
