import { Trans } from '@lingui/react/macro';
import type { Settings } from '@tasklane/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useAllSettings } from '../api/settings-api';
import { SettingsForm } from '../components/settings/settings-form';

// The form and its parts live under settings/; these names stay importable from here.
export { SettingsForm } from '../components/settings/settings-form';
export { SettingsDiffView } from '../components/settings/settings-diff';

/** /admin/settings: every setting, live; the form starts from what is stored now. */
export default function SettingsEditor() {
  const state = useAllSettings();
  // Mount the form once with the stored values; a later change by another admin does not wipe
  // the edits under way (the review compares against the values the form started from).
  const [snapshot, setSnapshot] = useState<Settings | null>(null);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') {
    return (
      <div className="notification is-danger is-light" role="alert">
        <Trans>Could not load the settings.</Trans>
      </div>
    );
  }
  const current = snapshot ?? state.settings;
  if (!snapshot) setSnapshot(state.settings);
  return (
    <div data-testid="settings-editor">
      <SettingsForm key={JSON.stringify(current)} current={current} missing={state.missing} onSaved={setSnapshot} />
    </div>
  );
}
