/* eslint-disable max-lines -- split pending: one component per settings section */
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORIES,
  DEFAULT_WAITING_DAYS,
  bilingualSurchargeOf,
  LOCALES,
  TASK_CLASSES,
  TIERS,
  settingsDiff,
  settingsInputSchema,
  type Settings,
  type SettingsChange,
  type SettingsInput,
} from '@tasklane/domain';
import { useState, type ReactNode } from 'react';
import { get, useFieldArray, useForm, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PageLoader } from '../../../components/page-loader';
import { ProvinceSelect } from '../../../components/province-select';
import { callableError } from '../../../lib/callable';
import { categoryLabels, tierLabels } from '../../../lib/labels';
import { validationMessage } from '../../../lib/validation-messages';
import { updateSettings, useAllSettings } from '../api/settings-api';

type P = Path<SettingsInput>;

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

const numberOrNaN = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));
const textOrUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

interface FieldProps {
  path: P;
  label: ReactNode;
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
  kind?: 'int' | 'amount' | 'text' | 'optional-text';
  hint?: ReactNode;
}

/** One labelled input with its translated error, wired for screen readers. */
function Field({ path, label, register, errors, kind = 'text', hint }: FieldProps) {
  const { i18n } = useLingui();
  const error = get(errors, path) as { message?: string } | undefined;
  const id = `settings-${path.replaceAll('.', '-')}`;
  const numeric = kind === 'int' || kind === 'amount';
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="label is-small" htmlFor={id}>
        {label}
      </label>
      <div className="control">
        <input
          id={id}
          className={`input is-small ${error ? 'is-danger' : ''}`}
          type={numeric ? 'number' : 'text'}
          inputMode={kind === 'int' ? 'numeric' : kind === 'amount' ? 'decimal' : undefined}
          step={kind === 'amount' ? '0.01' : kind === 'int' ? '1' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={`settings-${path}`}
          {...register(
            path,
            numeric ? { setValueAs: numberOrNaN } : kind === 'optional-text' ? { setValueAs: textOrUndefined } : {},
          )}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="help">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="help is-danger" role="alert">
          {i18n._(validationMessage(error.message))}
        </p>
      )}
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="box">
      <legend className="title is-5 mb-3">{title}</legend>
      {children}
    </fieldset>
  );
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

function OfferList({
  name,
  register,
  errors,
  control,
}: {
  name: 'packs' | 'plans';
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
  control: ReturnType<typeof useForm<SettingsInput>>['control'];
}) {
  const { t, i18n } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError = (get(errors, name) as { root?: { message?: string }; message?: string } | undefined) ?? undefined;
  const listMessage = listError?.root?.message ?? listError?.message;
  return (
    <>
      {fields.map((f, i) => (
        <div key={f.id} className="columns is-multiline is-mobile mb-0" data-testid={`settings-${name}-row`}>
          <div className="column is-half-mobile">
            <Field path={`${name}.${i}.id` as P} label={t`Id`} register={register} errors={errors} />
          </div>
          {name === 'packs' ? (
            <>
              <div className="column is-half-mobile">
                <Field
                  path={`packs.${i}.credits` as P}
                  label={t`Credits`}
                  register={register}
                  errors={errors}
                  kind="int"
                />
              </div>
              <div className="column is-half-mobile">
                <Field
                  path={`packs.${i}.priceCad` as P}
                  label={t`Price (CAD)`}
                  register={register}
                  errors={errors}
                  kind="amount"
                />
              </div>
            </>
          ) : (
            <>
              <div className="column is-half-mobile">
                <Field
                  path={`plans.${i}.creditsPerMonth` as P}
                  label={t`Credits per month`}
                  register={register}
                  errors={errors}
                  kind="int"
                />
              </div>
              <div className="column is-half-mobile">
                <Field
                  path={`plans.${i}.priceCadPerMonth` as P}
                  label={t`Price per month (CAD)`}
                  register={register}
                  errors={errors}
                  kind="amount"
                />
              </div>
            </>
          )}
          <div className="column is-half-mobile">
            <Field
              path={`${name}.${i}.stripePriceId` as P}
              label={t`Stripe price id`}
              register={register}
              errors={errors}
              kind="optional-text"
            />
          </div>
          <div className="column is-narrow is-flex is-align-items-flex-end">
            <button
              type="button"
              className="button is-small is-danger is-light mb-3"
              onClick={() => remove(i)}
              disabled={fields.length <= 1}
            >
              {name === 'packs' ? <Trans>Remove pack</Trans> : <Trans>Remove plan</Trans>}
            </button>
          </div>
        </div>
      ))}
      {listMessage && (
        <p className="help is-danger" role="alert">
          {i18n._(validationMessage(listMessage))}
        </p>
      )}
      <button
        type="button"
        className="button is-small"
        onClick={() =>
          append(
            name === 'packs'
              ? { id: '', credits: 1, priceCad: 29 }
              : ({ id: '', creditsPerMonth: 1, priceCadPerMonth: 29 } as never),
          )
        }
      >
        {name === 'packs' ? <Trans>Add a pack</Trans> : <Trans>Add a plan</Trans>}
      </button>
    </>
  );
}

/** Presentation and form: every setting, validated by the shared schema, saved after a review of the changes. */
export function SettingsForm({
  current,
  missing,
  onSaved,
}: {
  current: Settings;
  missing: string[];
  onSaved: (saved: Settings) => void;
}) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<SettingsInput>({
    resolver: zodResolver(settingsInputSchema),
    defaultValues: stripUpdatedAt(current),
    mode: 'onSubmit',
  });
  const [pending, setPending] = useState<{ input: SettingsInput; changes: SettingsChange[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const review = handleSubmit(
    (input) => {
      const changes = settingsDiff(current, input);
      if (changes.length === 0) {
        toast(t`Nothing changed.`);
        return;
      }
      setPending({ input, changes });
    },
    () => toast.error(t`Some settings are not valid. Check the fields marked in red.`),
  );

  const save = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await updateSettings(pending.input);
      toast.success(t`Settings saved. They apply now.`);
      setPending(null);
      onSaved({ ...current, ...pending.input });
    } catch (err) {
      const e = callableError(err);
      for (const [field, code] of Object.entries(e.fields))
        setError(field.replace(/^settings\./, '') as P, { message: code });
      toast.error(
        e.code === 'invalid-argument'
          ? t`Some settings are not valid. Check the fields marked in red.`
          : t`Could not save the settings. Please try again.`,
      );
      setPending(null);
    } finally {
      setSaving(false);
    }
  };

  const f = { register, errors };
  if (pending) {
    const n = pending.changes.length;
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
            Signed-in screens and checkout use them at once; the public pages (home, pricing) show them within 5
            minutes.
          </Trans>
        </p>
        <SettingsDiffView changes={pending.changes} />
        <div className="buttons">
          <button
            type="button"
            className={`button is-primary ${saving ? 'is-loading' : ''}`}
            disabled={saving}
            aria-busy={saving}
            onClick={() => void save()}
            data-testid="settings-confirm"
          >
            <Trans>Confirm and save</Trans>
          </button>
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => setPending(null)}
            data-testid="settings-back"
          >
            <Trans>Back to editing</Trans>
          </button>
        </div>
      </section>
    );
  }

  return (
    <form onSubmit={(e) => void review(e)} noValidate data-testid="settings-form">
      {missing.length > 0 && (
        <div className="notification is-warning is-light">
          <Trans>Some settings were missing or unreadable; the defaults are shown. Saving writes them.</Trans>
        </div>
      )}
      <Section title={t`Prices`}>
        <div className="columns is-multiline">
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="creditPriceCad" label={t`Credit price (CAD)`} kind="amount" {...f} />
          </div>
          {TASK_CLASSES.map((c) => (
            <div key={c} className="column is-half-tablet is-one-third-desktop">
              <Field
                path={`classBaseCredits.${c}`}
                label={c === 'basic' ? t`Base credits, basic class` : t`Base credits, premium class`}
                kind="int"
                {...f}
              />
            </div>
          ))}
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="freeRevisionsPerDelivery" label={t`Free revisions per delivery`} kind="int" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="extraRevisionCredits" label={t`Credits per extra revision`} kind="int" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field
              path="bilingualSurchargeCredits"
              label={t`Surcharge for English and French (credits)`}
              hint={t`Added to a task ordered in both languages; a card pays it at the credit price.`}
              kind="int"
              {...f}
            />
          </div>
        </div>
      </Section>

      <Section title={t`Category classes`}>
        <div className="columns is-multiline">
          {CATEGORIES.map((c) => {
            const id = `settings-categoryClass-${c}`;
            return (
              <div key={c} className="column is-half-tablet is-one-third-desktop">
                <div className="field">
                  <label className="label is-small" htmlFor={id}>
                    {i18n._(categoryLabels[c])}
                  </label>
                  <div className="select is-small is-fullwidth">
                    <select id={id} data-testid={`settings-categoryClass.${c}`} {...register(`categoryClass.${c}`)}>
                      <option value="basic">{t`Basic`}</option>
                      <option value="premium">{t`Premium`}</option>
                    </select>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </Section>

      <Section title={t`Delivery tiers`}>
        {TIERS.map((tier) => {
          const name = i18n._(tierLabels[tier]);
          return (
            <div key={tier} className="columns is-mobile">
              <div className="column">
                <Field path={`tiers.${tier}.hours`} label={t`${name}: hours`} kind="int" {...f} />
              </div>
              <div className="column">
                <Field
                  path={`tiers.${tier}.surchargeCredits`}
                  label={t`${name}: surcharge (credits)`}
                  kind="int"
                  {...f}
                />
              </div>
            </div>
          );
        })}
      </Section>

      <Section title={t`Credit packs`}>
        <OfferList name="packs" control={control} {...f} />
      </Section>
      <Section title={t`Monthly plans`}>
        <OfferList name="plans" control={control} {...f} />
      </Section>

      <Section title={t`Queue`}>
        <div style={{ maxWidth: '20rem' }}>
          <Field path="queueCapacity" label={t`Tasks in production at once`} kind="int" {...f} />
        </div>
      </Section>

      <Section title={t`Attachments and files`}>
        <div className="columns is-multiline">
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="files.maxAttachments" label={t`Files per task`} kind="int" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="files.imageMaxMb" label={t`Images and PDF, max size (MB)`} kind="amount" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field
              path="files.documentMaxMb"
              label={t`Documents, max size (MB)`}
              kind="amount"
              hint={t`Word, Excel, CSV, text and subtitle files.`}
              {...f}
            />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="files.audioMaxSeconds" label={t`Audio, max length (seconds)`} kind="int" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="files.audioMaxMb" label={t`Audio, max size (MB)`} kind="amount" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field path="files.sheetMaxRows" label={t`Spreadsheets, max rows`} kind="int" {...f} />
          </div>
          <div className="column is-half-tablet is-one-third-desktop">
            <Field
              path="files.retentionDays"
              label={t`Days files are kept after a task closes`}
              kind="int"
              hint={t`Delivered or cancelled tasks lose their files after this many days.`}
              {...f}
            />
          </div>
        </div>
      </Section>

      <Section title={t`Conversations`}>
        <div className="columns is-multiline">
          <div className="column is-half-tablet">
            <Field
              path="threads.waitingDays"
              label={t`Days a question waits for an answer`}
              kind="int"
              hint={t`A reviewer's question pauses the task's clock. With no answer after this many days, what the question stated applies: delivery on stated assumptions, or cancellation with a full refund.`}
              {...f}
            />
          </div>
        </div>
      </Section>

      <Section title={t`AI drafting`}>
        <div className="columns is-multiline">
          <div className="column is-half-tablet">
            <div className="field">
              <label className="label is-small" htmlFor="settings-drafter-provider">
                <Trans>Provider</Trans>
              </label>
              <div className="select is-small is-fullwidth">
                <select
                  id="settings-drafter-provider"
                  data-testid="settings-drafter.provider"
                  {...register('drafter.provider')}
                >
                  <option value="offline">{t`Offline drafter (no network)`}</option>
                  <option value="gemini">Gemini (Genkit)</option>
                  <option value="openai">{t`OpenAI-compatible endpoint`}</option>
                </select>
              </div>
            </div>
          </div>
          <div className="column is-half-tablet">
            <Field path="drafter.model" label={t`Model`} {...f} />
          </div>
          <div className="column is-half-tablet">
            <Field
              path="drafter.openaiBaseUrl"
              label={t`Base URL (OpenAI-compatible only)`}
              hint={t`For example https://api.example.com/v1. The API key is a secret, set outside the app.`}
              {...f}
            />
          </div>
          <div className="column is-half-tablet">
            <Field path="drafter.maxRetries" label={t`Retries before a person drafts`} kind="int" {...f} />
          </div>
        </div>
        <h3 className="title is-6 mt-2">
          <Trans>Prompts per category and language</Trans>
        </h3>
        {CATEGORIES.map((c) => (
          <details key={c} className="mb-2">
            <summary>{i18n._(categoryLabels[c])}</summary>
            {LOCALES.map((l) => {
              const path = `prompts.${c}.${l}` as const;
              const id = `settings-prompts-${c}-${l}`;
              const error = get(errors, path) as { message?: string } | undefined;
              return (
                <div key={l} className="field mt-2">
                  <label className="label is-small" htmlFor={id}>
                    {l === 'fr' ? t`French prompt` : t`English prompt`}
                  </label>
                  <textarea
                    id={id}
                    className={`textarea is-small ${error ? 'is-danger' : ''}`}
                    rows={3}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    {...register(path)}
                  />
                  {error && (
                    <p id={`${id}-error`} className="help is-danger" role="alert">
                      {i18n._(validationMessage(error.message))}
                    </p>
                  )}
                </div>
              );
            })}
          </details>
        ))}
      </Section>

      <Section title={t`Business details on receipts`}>
        <div className="columns is-multiline">
          <div className="column is-half-tablet">
            <Field path="supplier.legalName" label={t`Legal name`} {...f} />
          </div>
          <div className="column is-half-tablet">
            <Field path="supplier.email" label={t`Billing e-mail`} kind="optional-text" {...f} />
          </div>
          <div className="column is-half-tablet">
            <Field path="supplier.address.street" label={t`Street`} {...f} />
          </div>
          <div className="column is-half-tablet">
            <Field path="supplier.address.city" label={t`City`} {...f} />
          </div>
          <div className="column is-half-tablet">
            <div className="field">
              <label className="label is-small" htmlFor="settings-supplier-province">
                <Trans>Province</Trans>
              </label>
              <ProvinceSelect
                id="settings-supplier-province"
                className="is-small"
                {...register('supplier.address.province')}
              />
            </div>
          </div>
          <div className="column is-half-tablet">
            <Field path="supplier.address.postalCode" label={t`Postal code`} {...f} />
          </div>
          <div className="column is-half-tablet">
            <Field path="supplier.gstHstNumber" label={t`GST/HST number`} hint={t`Format: 123456789 RT 0001`} {...f} />
          </div>
          <div className="column is-half-tablet">
            <Field path="supplier.qstNumber" label={t`QST number`} hint={t`Format: 1234567890 TQ 0001`} {...f} />
          </div>
        </div>
      </Section>

      <div className="buttons">
        <button type="submit" className="button is-primary" data-testid="settings-review-button">
          <Trans>Review changes</Trans>
        </button>
      </div>
    </form>
  );
}

function stripUpdatedAt(s: Settings): SettingsInput {
  const { updatedAt: _u, ...rest } = s;
  // A settings document from before conversations has no waiting days: the form starts from the default.
  // Nor one from before bilingual tasks a surcharge: the form starts from the default.
  return {
    ...rest,
    threads: rest.threads ?? { waitingDays: DEFAULT_WAITING_DAYS },
    bilingualSurchargeCredits: bilingualSurchargeOf(rest),
  } as SettingsInput;
}

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
