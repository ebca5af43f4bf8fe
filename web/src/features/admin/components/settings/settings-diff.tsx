import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SettingsChange } from '@tasklane/domain';
import { categoryLabels, tierLabels } from '../../../../lib/labels';

/** Translated names for the parts of a settings path, so the change list reads as words. */
const partLabels: Record<string, MessageDescriptor> = {
  creditPriceCad: msg`Credit price (CAD)`,
  classBaseCredits: msg`Base credits per class`,
  categoryClass: msg`Category class`,
  tiers: msg`Delivery tiers`,
  hours: msg`Hours`,
  surchargeCredits: msg`Surcharge (credits)`,
  packs: msg`Credit packs`,
  plans: msg`Monthly plans`,
  id: msg`Id`,
  credits: msg`Credits`,
  priceCad: msg`Price (CAD)`,
  priceCadPerMonth: msg`Price per month (CAD)`,
  creditsPerMonth: msg`Credits per month`,
  stripePriceId: msg`Stripe price id`,
  queueCapacity: msg`Tasks in production at once`,
  freeRevisionsPerDelivery: msg`Free revisions per delivery`,
  extraRevisionCredits: msg`Credits per extra revision`,
  bilingualSurchargeCredits: msg`Surcharge for English and French (credits)`,
  drafter: msg`AI drafting`,
  provider: msg`Provider`,
  model: msg`Model`,
  openaiBaseUrl: msg`Base URL`,
  maxRetries: msg`Retries`,
  prompts: msg`Prompts`,
  supplier: msg`Business`,
  legalName: msg`Legal name`,
  address: msg`Address`,
  street: msg`Street`,
  city: msg`City`,
  province: msg`Province`,
  postalCode: msg`Postal code`,
  gstHstNumber: msg`GST/HST number`,
  qstNumber: msg`QST number`,
  email: msg`Billing e-mail`,
  files: msg`Attachments and files`,
  maxAttachments: msg`Files per task`,
  imageMaxMb: msg`Images and PDF, max size (MB)`,
  documentMaxMb: msg`Documents, max size (MB)`,
  audioMaxSeconds: msg`Audio, max length (seconds)`,
  audioMaxMb: msg`Audio, max size (MB)`,
  sheetMaxRows: msg`Spreadsheets, max rows`,
  retentionDays: msg`Days files are kept after a task closes`,
  threads: msg`Conversations`,
  privacyOfficer: msg`Person in charge of personal information`,
  name: msg`Name`,
  title: msg`Title`,
  contactEmail: msg`Contact e-mail`,
  waitingDays: msg`Days a question waits for an answer`,
  basic: msg`Basic`,
  en: msg`English`,
  fr: msg`French`,
  ...categoryLabels,
  // The premium tier and the premium class share the word.
  ...tierLabels,
};

function useDescribe() {
  const { i18n } = useLingui();
  return {
    path: (path: string) =>
      path
        .split('.')
        .map((part) =>
          partLabels[part] ? i18n._(partLabels[part]) : /^\d+$/.test(part) ? `#${Number(part) + 1}` : part,
        )
        .join(' › '),
    value: (v: unknown) =>
      v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v),
  };
}

/** Presentation: the change list shown before saving. */
export function SettingsDiffView({ changes }: { changes: SettingsChange[] }) {
  const describe = useDescribe();
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-narrow" data-testid="settings-diff">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Setting</Trans>
            </th>
            <th scope="col">
              <Trans>Before</Trans>
            </th>
            <th scope="col">
              <Trans>After</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.path} data-testid="settings-diff-row" data-path={c.path}>
              <td>{describe.path(c.path)}</td>
              <td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                <del>{describe.value(c.before)}</del>
              </td>
              <td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                <ins>{describe.value(c.after)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
