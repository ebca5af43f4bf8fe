import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TIMINGS } from '@tasklane/domain';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';
import { applyEmailVerification, checkResetCode, confirmNewPassword, hasSession } from '../api/auth-actions';
import { authBanner } from '../../../lib/auth-errors';
import { NewPasswordForm } from '../components/new-password-form';
import { takeAfterVerify } from '../../../lib/after-verify';
import { AuthErrorBanner } from '../../../components/auth-error-banner';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; title: MessageDescriptor; message: MessageDescriptor; to: string }
  | { kind: 'newPassword'; email: string; oobCode: string }
  | { kind: 'failure'; message: MessageDescriptor | string };

const INVALID_LINK = msg`Invalid authentication request. The confirmation link may have expired.`;

function actionCodeFailure(err: unknown): MessageDescriptor | string {
  const code = (err as { code?: string }).code ?? '';
  if (
    ['auth/invalid-action-code', 'auth/expired-action-code', 'auth/user-disabled', 'auth/user-not-found'].includes(code)
  )
    return INVALID_LINK;
  return err instanceof Error ? `${err.message}` : msg`An unexpected error occurred during authentication.`;
}

/**
 * /auth/callback: the spec's ordered rules, on Firebase action links.
 * 1. error / error_description in the query or hash: failure.
 * 2. mode=verifyEmail&oobCode: apply it; with a session, 'Email Confirmed' and the dashboard.
 * 3. mode=resetPassword&oobCode: the set-new-password form, then the login form.
 * 4. type=signup (verified elsewhere, no session): ask to sign in, to /auth?mode=login&verified=true.
 * 5. a session without any link: as 2. Otherwise: 'Authentication callback incomplete…'.
 * Every success redirects after 2 seconds.
 */
export default function AuthCallbackPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const started = useRef(false);

  useEffect(() => {
    // A one-time code must be applied once, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    const get = (k: string) => query.get(k) ?? hash.get(k);
    const succeed = (message: MessageDescriptor, to: string, toastIt: boolean) => {
      if (toastIt) toast.success(i18n._(msg`Email Confirmed`));
      setState({ kind: 'success', title: msg`Email Confirmed!`, message, to });
    };

    const run = async () => {
      const error = get('error');
      if (error) {
        const description = get('error_description');
        const message =
          error === 'access_denied'
            ? msg`Authentication was cancelled. Please try again.`
            : error === 'invalid_request'
              ? INVALID_LINK
              : (description ?? error);
        setState({ kind: 'failure', message });
        return;
      }
      const mode = get('mode');
      const oobCode = get('oobCode');
      if (mode === 'verifyEmail' && oobCode) {
        try {
          const signedIn = await applyEmailVerification(oobCode);
          // The page the person signed up from (a team's join link), remembered by the sign-up form.
          const next = takeAfterVerify();
          if (signedIn)
            succeed(
              next
                ? msg`Your email is confirmed. Taking you back…`
                : msg`Your email is confirmed. Taking you to your dashboard…`,
              next ?? paths.dashboard.getHref(),
              true,
            );
          else
            succeed(
              msg`Your email is confirmed. Please sign in to continue.`,
              `${paths.auth.getHref('login', next ?? undefined)}&verified=true`,
              true,
            );
        } catch (err) {
          setState({ kind: 'failure', message: actionCodeFailure(err) });
        }
        return;
      }
      if (mode === 'resetPassword' && oobCode) {
        try {
          setState({ kind: 'newPassword', email: await checkResetCode(oobCode), oobCode });
        } catch (err) {
          setState({ kind: 'failure', message: actionCodeFailure(err) });
        }
        return;
      }
      if (get('type') === 'signup') {
        succeed(
          msg`Your email is confirmed. Please sign in to continue.`,
          `${paths.auth.getHref('login', takeAfterVerify() ?? undefined)}&verified=true`,
          false,
        );
        return;
      }
      if (await hasSession()) {
        succeed(msg`You are signed in. Taking you to your dashboard…`, paths.dashboard.getHref(), true);
        return;
      }
      setState({
        kind: 'failure',
        message: msg`Authentication callback incomplete. The confirmation link may be invalid or expired. Please try signing up again.`,
      });
    };
    run().catch((err: unknown) => {
      setState({
        kind: 'failure',
        message: err instanceof Error ? err.message : msg`An unexpected error occurred during authentication.`,
      });
    });
  }, [i18n]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(() => navigate(state.to, { replace: true }), TIMINGS.callbackRedirectMs);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  const [resetError, setResetError] = useState<unknown>(null);

  return (
    <section className="section">
      <PageMeta
        title={
          state.kind === 'failure'
            ? t`Confirmation Failed`
            : state.kind === 'newPassword'
              ? t`Set a new password`
              : t`Confirming your email...`
        }
      />
      <div className="container has-text-centered" style={{ maxWidth: 480 }}>
        <div className="box" data-testid="callback" data-state={state.kind}>
          {state.kind === 'loading' && (
            <>
              <div className="loader is-inline-block mb-3" aria-hidden="true" />
              <h1 className="title is-4" role="status">
                <Trans>Confirming your email...</Trans>
              </h1>
            </>
          )}
          {state.kind === 'success' && (
            <>
              <h1 className="title is-4 has-text-success-dark" data-testid="callback-title">
                {i18n._(state.title)}
              </h1>
              <p role="status" data-testid="callback-message">
                {i18n._(state.message)}
              </p>
            </>
          )}
          {state.kind === 'newPassword' && (
            <div className="has-text-left">
              <h1 className="title is-4 has-text-centered">
                <Trans>Set a new password</Trans>
              </h1>
              {resetError !== null && resetError !== undefined && (
                <AuthErrorBanner banner={authBanner(resetError, 'callback')} onClose={() => setResetError(null)} />
              )}
              <NewPasswordForm
                email={state.email}
                onSubmit={async (password) => {
                  setResetError(null);
                  try {
                    await confirmNewPassword(state.oobCode, password);
                    toast.success(i18n._(msg`Password updated`));
                    setState({
                      kind: 'success',
                      title: msg`Password Updated`,
                      message: msg`Your password was changed. Please sign in with it.`,
                      to: paths.auth.getHref('login'),
                    });
                  } catch (err) {
                    const code = (err as { code?: string }).code ?? '';
                    if (code === 'auth/invalid-action-code' || code === 'auth/expired-action-code')
                      setState({ kind: 'failure', message: INVALID_LINK });
                    else setResetError(err);
                  }
                }}
              />
            </div>
          )}
          {state.kind === 'failure' && (
            <>
              <h1 className="title is-4 has-text-danger-dark" data-testid="callback-title">
                <Trans>Confirmation Failed</Trans>
              </h1>
              <p className="mb-4" role="alert" data-testid="callback-message">
                {typeof state.message === 'string' ? state.message : i18n._(state.message)}
              </p>
              <Link to={paths.auth.getHref('login')} className="button is-primary" data-testid="back-to-login">
                <Trans>Back to Login</Trans>
              </Link>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
