import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EMPTY_BRAND_KIT, type BrandKit, type BrandKitInput } from '@tasklane/domain';
import { PageLoader } from '../../../components/page-loader';
import { PageMeta } from '../../../components/page-meta';
import { useSignedInUser } from '../../../hooks/use-session';
import { useSpace } from '../../../hooks/use-space';
import { deleteBrandKit, saveBrandKit, useBrandKit } from '../api/brand-kit-api';
import { BrandKitEditor } from '../components/brand-kit-editor';
import { BrandLogoField } from '../components/brand-logo';
import { DeleteBrandKit } from '../components/delete-brand-kit';

function kitInput(kit: BrandKit | undefined): BrandKitInput {
  if (!kit) return EMPTY_BRAND_KIT;
  const { description, audience, voice, wordsToUse, wordsToAvoid, signOff, glossary, colours } = kit;
  return { description, audience, voice, wordsToUse, wordsToAvoid, signOff, glossary, colours };
}

/** Container: subscribes to the account's kit and saves it through the server. */
export function BrandScreen({ accountId }: { accountId: string }) {
  const { status, data, error } = useBrandKit(accountId);
  // The kit this screen's own save recorded. The server's answer is enough to show it: the
  // Firestore emulator can deliver a global snapshot newer than a just-created document before the
  // document itself, and the SDK then keeps a single-document listener on "absent" until the
  // document changes again, so waiting on the listener alone could leave the empty state up.
  const [saved, setSaved] = useState<BrandKitInput | null>(null);
  if (status === 'loading') return <PageLoader />;
  if (status === 'error') {
    console.error('Brand kit fetch failed', error);
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>We could not load your brand kit. Please refresh the page.</Trans>
      </div>
    );
  }
  const hasKit = data !== undefined || saved !== null;
  return (
    <>
      {!hasKit && (
        <div className="notification is-info is-light" data-testid="brand-empty">
          <Trans>You have no brand kit yet. Fill it in once and every task is drafted in your voice and words.</Trans>
        </div>
      )}
      <BrandLogoField accountId={accountId} logo={data?.logo ?? null} />
      <BrandKitEditor
        key={hasKit ? 'saved' : 'new'}
        kit={data ? kitInput(data) : (saved ?? EMPTY_BRAND_KIT)}
        onSave={async (kit) => {
          await saveBrandKit(accountId, kit);
          setSaved(kit);
        }}
      />
      {hasKit ? (
        <DeleteBrandKit
          onDelete={async () => {
            await deleteBrandKit(accountId);
            setSaved(null);
          }}
        />
      ) : null}
    </>
  );
}

export default function BrandPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  // The kit of the space the header's switcher has chosen: personal, or a team's.
  const space = useSpace(user.uid);
  return (
    <section className="section">
      <PageMeta title={t`Brand kit`} />
      <div className="container">
        <h1 className="title" data-testid="brand-title">
          <Trans>Brand kit</Trans>
        </h1>
        <p className="subtitle is-6">
          <Trans>
            Who you are, how you sound and the words you use, in English and French. The drafter and the reviewer follow
            it on every task.
          </Trans>
        </p>
        <BrandScreen key={space.accountId} accountId={space.accountId} />
        <p className="mt-5">
          <Link to={paths.memory.getHref()} data-testid="brand-memory-link">
            <Trans>Your translation memory: the sentences your tasks reuse in both languages</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
