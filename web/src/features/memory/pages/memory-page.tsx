import { Trans, useLingui } from '@lingui/react/macro';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { lastMonthKey, useMemorySummary } from '../api/memory-api';
import { MemoryFiles } from '../components/memory-files';
import { MemoryPairs } from '../components/memory-pairs';
import { MemoryPaste } from '../components/memory-paste';

/** Container: the account's memory, its figures, its pairs, its files and the paste aligner. */
export function MemoryScreen({ accountId }: { accountId: string }) {
  const { status, data, error } = useMemorySummary(accountId);
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    console.error('Translation memory fetch failed', error);
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>We could not load your translation memory. Please refresh the page.</Trans>
      </div>
    );
  }
  const count = data?.count ?? 0;
  const used = data?.usedByMonth?.[lastMonthKey()] ?? 0;
  return (
    <>
      <div className="box" data-testid="memory-figures">
        <p>
          <Trans>
            Your memory holds <strong data-testid="memory-count">{count}</strong> pairs (at most 50,000).
          </Trans>
        </p>
        <p>
          <Trans>Pairs used in last month’s delivered drafts: {used}</Trans>
        </p>
      </div>
      <MemoryPairs accountId={accountId} />
      <MemoryFiles accountId={accountId} />
      <MemoryPaste accountId={accountId} />
    </>
  );
}

export default function MemoryPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  // The memory of the space the header's switcher has chosen: personal, or a team's.
  const space = useSpace(user.uid);
  return (
    <section className="section">
      <PageMeta title={t`Translation memory`} />
      <div className="container">
        <h1 className="title" data-testid="memory-title">
          <Trans>Translation memory</Trans>
        </h1>
        <p className="subtitle is-6">
          <Trans>
            Your sentences in English with their French, from delivered tasks, imports and your edits. The drafter
            reuses them so the same sentence gets the same translation every time.
          </Trans>
        </p>
        <MemoryScreen key={space.accountId} accountId={space.accountId} />
      </div>
    </section>
  );
}
