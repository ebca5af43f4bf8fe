import { Plural, Trans } from '@lingui/react/macro';
import type { SettingsChange } from '@tasklane/domain';
import { SettingsDiffView } from './settings-diff';

/** Presentation: the changes to confirm before they are saved. */
export function SettingsReview({
  changes,
  saving,
  onConfirm,
  onBack,
}: {
  changes: SettingsChange[];
  saving: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const n = changes.length;
  return (
    <section aria-labelledby="settings-review-title" data-testid="settings-review">
      <h2 id="settings-review-title" className="title is-5">
        <Plural value={n} one="Review # change" other="Review # changes" />
      </h2>
      <p className="mb-3">
        <Trans>These changes apply at once to prices, the queue and drafting. Check them before you confirm.</Trans>
      </p>
      {/* Public pages read a copy that browsers keep 1 minute and the CDN 5 (/api/public-settings). */}
      <p className="mb-3" data-testid="settings-public-delay">
        <Trans>
          Signed-in screens and checkout use them at once; the public pages (home, pricing) show them within 5 minutes.
        </Trans>
      </p>
      <SettingsDiffView changes={changes} />
      <div className="buttons">
        <button
          type="button"
          className={`button is-primary ${saving ? 'is-loading' : ''}`}
          disabled={saving}
          aria-busy={saving}
          onClick={onConfirm}
          data-testid="settings-confirm"
        >
          <Trans>Confirm and save</Trans>
        </button>
        <button type="button" className="button" disabled={saving} onClick={onBack} data-testid="settings-back">
          <Trans>Back to editing</Trans>
        </button>
      </div>
    </section>
  );
}
