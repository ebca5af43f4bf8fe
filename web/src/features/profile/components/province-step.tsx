import { Trans, useLingui } from '@lingui/react/macro';
import { isProvince, type Province } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import { ProvinceSelect } from '../../../components/province-select';
import { useSignedInUser } from '../../../hooks/use-session';
import { useReadProvinceMissing, useUpdateProfile } from '../api/profile-api';

/**
 * Presentation: the one required step after a first sign-in through Google or Facebook, which skip
 * the sign-up form: the province, which decides the terms' language rule (Bill 96) and the taxes.
 * It cannot be dismissed; it can be changed later on /profile.
 */
export function ProvinceStepDialog({
  busy,
  failed,
  onSave,
}: {
  busy: boolean;
  failed: boolean;
  onSave: (province: Province) => void;
}) {
  const { t } = useLingui();
  const [province, setProvince] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (isProvince(province)) onSave(province);
    else setMissing(true);
  };
  return (
    <div
      className="modal is-active"
      role="dialog"
      aria-modal="true"
      aria-labelledby="province-step-title"
      data-testid="province-step"
    >
      <div className="modal-background" />
      <div className="modal-card">
        <form noValidate onSubmit={submit}>
          <header className="modal-card-head">
            <h2 id="province-step-title" className="modal-card-title">
              <Trans>Where is your business?</Trans>
            </h2>
          </header>
          <section className="modal-card-body">
            <p className="mb-3">
              <Trans>
                Your province or territory sets the taxes on your receipts and, in Québec, the language of your
                contract. You can change it later in your profile.
              </Trans>
            </p>
            <label className="label" htmlFor="province-step-select">
              <Trans>Province or territory</Trans>
            </label>
            <ProvinceSelect
              id="province-step-select"
              value={province}
              aria-invalid={missing}
              aria-describedby={missing ? 'province-step-error' : undefined}
              onChange={(e) => {
                setProvince(e.target.value);
                setMissing(false);
              }}
              data-testid="province-step-select"
            />
            {missing && (
              <p id="province-step-error" className="help is-danger" role="alert">
                {t`Choose your province or territory`}
              </p>
            )}
            {failed && (
              <p className="help is-danger" role="alert" data-testid="province-step-error">
                <Trans>We could not save your province. Please try again.</Trans>
              </p>
            )}
          </section>
          <footer className="modal-card-foot">
            <button
              type="submit"
              className={`button is-primary ${busy ? 'is-loading' : ''}`}
              disabled={busy}
              data-testid="province-step-submit"
            >
              <Trans>Continue</Trans>
            </button>
          </footer>
        </form>
      </div>
    </div>
  );
}

/**
 * Container, mounted on signed-in screens for accounts that signed in through Google or Facebook
 * only (ProtectedLayout): reads the profile once, and asks for the province when it has none.
 */
export default function ProvinceStep() {
  const user = useSignedInUser();
  const readMissing = useReadProvinceMissing(user.uid);
  const update = useUpdateProfile(user.uid);
  const [ask, setAsk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    // The profile may not be made yet (ensureProfile runs right after the provider's sign-in):
    // read again a few times; unreadable, nothing is asked now and the next screen load asks.
    const read = (tries: number) =>
      void readMissing().then((missing) => {
        if (!live) return;
        if (missing === null && tries > 1) timer = window.setTimeout(() => read(tries - 1), 1500);
        else setAsk(missing === true);
      });
    read(5);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [readMissing]);
  if (!ask) return null;
  const save = async (province: Province) => {
    setBusy(true);
    setFailed(false);
    try {
      await update({ province });
      setAsk(false);
    } catch (err) {
      console.error('Saving the province failed', err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return <ProvinceStepDialog busy={busy} failed={failed} onSave={(p) => void save(p)} />;
}
