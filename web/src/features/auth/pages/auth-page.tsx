import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect, type AuthMode } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';
import { AuthErrorBanner } from '../../../components/auth-error-banner';
import { CheckYourEmail, ResetEmailSent } from '../components/auth-messages';
import { LoginForm } from '../components/login-form';
import { ResetForm } from '../components/reset-form';
import { SignupForm } from '../components/signup-form';
import { SocialButtons } from '../components/social-buttons';
import { authBanner } from '../../../lib/auth-errors';

const MODES: AuthMode[] = ['login', 'signup', 'reset'];

/** /auth: login (default), signup and reset, chosen by ?mode=. */
export default function AuthPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modeParam = params.get('mode');
  const mode: AuthMode = MODES.find((m) => m === modeParam) ?? 'login';
  const redirectTo = params.get('redirectTo');
  const verified = params.get('verified') === 'true';
  // Each mode keeps its own banner: switching modes starts clean.
  const [failure, setFailure] = useState<{ mode: AuthMode; err: unknown } | null>(null);
  const error = failure?.mode === mode ? failure.err : null;
  const setError = (err: unknown) => setFailure(err === null ? null : { mode, err });
  const [sentTo, setSentTo] = useState<{ mode: AuthMode; email: string } | null>(null);
  const done = sentTo?.mode === mode ? sentTo.email : null;

  const goIn = () => navigate(safeRedirect(redirectTo), { replace: true });
  const titles: Record<AuthMode, { title: string; subtitle: string }> = {
    login: { title: t`Welcome Back`, subtitle: t`Sign in to your account to continue` },
    signup: { title: t`Create Your Account`, subtitle: t`Join Tasklane and get your small tasks done right` },
    reset: { title: t`Reset Your Password`, subtitle: t`Enter your email and we'll send you a reset link` },
  };
  const { title, subtitle } = titles[mode];

  return (
    <section className="section">
      <PageMeta title={title} description={subtitle} />
      <div className="container" style={{ maxWidth: 480 }}>
        <p className="mb-4">
          <Link to={paths.home.getHref()} data-testid="back-home">
            ← <Trans>Back to home</Trans>
          </Link>
        </p>
        <div className="box">
          <h1 className="title is-3 has-text-centered" data-testid="auth-title">
            {title}
          </h1>
          <p className="subtitle is-6 has-text-centered">{subtitle}</p>
          {verified && mode === 'login' && (
            <div className="notification is-success is-light" role="status" data-testid="verified-notice">
              <Trans>Your email is confirmed. Please sign in.</Trans>
            </div>
          )}
          {error !== null && error !== undefined && (
            <AuthErrorBanner banner={authBanner(error, mode)} onClose={() => setError(null)} />
          )}
          {mode === 'signup' && done && <CheckYourEmail email={done} onRetry={() => setSentTo(null)} />}
          {mode === 'reset' && done && <ResetEmailSent email={done} />}
          {!done && (
            <div key={mode}>
              {mode === 'login' && <LoginForm redirectTo={redirectTo} onSuccess={goIn} onError={setError} />}
              {mode === 'signup' && (
                <SignupForm redirectTo={redirectTo} onDone={(email) => setSentTo({ mode, email })} onError={setError} />
              )}
              {mode === 'reset' && <ResetForm onDone={(email) => setSentTo({ mode, email })} onError={setError} />}
              {mode !== 'reset' && (
                <>
                  <p className="has-text-centered has-text-grey-dark mt-4 is-size-7">
                    <Trans>or</Trans>
                  </p>
                  <SocialButtons onSuccess={goIn} onError={setError} />
                </>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
