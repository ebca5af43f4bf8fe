import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../../components/locale-link';
import { usePublicSettings } from '../../../hooks/use-public-settings';
import { useSession } from '../../../hooks/use-session';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';

// The hero is the largest paint; what follows loads in parallel and never delays it.
const LandingSections = lazy(() => import('./landing-sections'));

export default function LandingPage() {
  const { status } = useSession();
  const { t } = useLingui();
  const { tiers } = usePublicSettings();
  const standardHours = tiers.standard.hours;
  const expressHours = tiers.express.hours;
  const premiumHours = tiers.premium.hours;
  const fastest = Math.min(standardHours, expressHours, premiumHours);
  const slowest = Math.max(standardHours, expressHours, premiumHours);
  if (status === 'signedIn') return <Navigate to={paths.dashboard.getHref()} replace />;
  return (
    <>
      <PageMeta
        title="Tasklane"
        description={t`Small business tasks drafted by AI, polished by a human, delivered in ${fastest} to ${slowest} hours. English and French, Ottawa-Gatineau.`}
      />
      <section className="hero is-medium hero-brand">
        <div className="hero-body">
          <div className="container">
            <h1 className="title is-1" data-testid="landing-title">
              <Trans>Your small tasks, done right by tomorrow.</Trans>
            </h1>
            <p className="subtitle">
              <Trans>
                AI drafts it, a human polishes it, and you get it within {standardHours}, {expressHours} or{' '}
                {premiumHours} hours, in English or French.
              </Trans>
            </p>
            <div className="buttons">
              {/* The task form whatever the page knows of the session; its guard asks a new visitor to sign up first. */}
              <Link
                className="button is-primary is-medium"
                to={paths.submitTask.getHref()}
                data-testid="hero-submit-task"
              >
                <Trans>Submit your first task</Trans>
              </Link>
              <Link className="button is-light is-medium" to={paths.pricing.getHref()}>
                <Trans>See pricing</Trans>
              </Link>
            </div>
            <p className="is-size-7">
              <Trans>Fixed price shown before you confirm · English or French · data stored in Canada</Trans>
            </p>
          </div>
        </div>
      </section>

      <Suspense fallback={<div className="landing-sections-placeholder" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
