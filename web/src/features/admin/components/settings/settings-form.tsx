import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_WAITING_DAYS,
  bilingualSurchargeOf,
  settingsDiff,
  settingsInputSchema,
  type Settings,
  type SettingsChange,
  type SettingsInput,
} from '@tasklane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { callableError } from '../../../../lib/callable';
import { updateSettings } from '../../api/settings-api';
import { OfferList } from './offer-list';
import { Section, type P } from './settings-fields';
import { PricesSection, CategoryClassesSection, TiersSection } from './pricing-sections';
import { QueueSection, FilesSection, ConversationsSection } from './operations-sections';
import { DraftingSection } from './drafting-section';
import { PrivacyOfficerSection, SupplierSection } from './supplier-section';
import { SettingsReview } from './settings-review';

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
  const { t } = useLingui();
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
    return (
      <SettingsReview
        changes={pending.changes}
        saving={saving}
        onConfirm={() => void save()}
        onBack={() => setPending(null)}
      />
    );
  }

  return (
    <form onSubmit={(e) => void review(e)} noValidate data-testid="settings-form">
      {missing.length > 0 && (
        <div className="notification is-warning is-light">
          <Trans>Some settings were missing or unreadable; the defaults are shown. Saving writes them.</Trans>
        </div>
      )}
      <PricesSection {...f} />
      <CategoryClassesSection {...f} />
      <TiersSection {...f} />

      <Section title={t`Credit packs`}>
        <OfferList name="packs" control={control} {...f} />
      </Section>
      <Section title={t`Monthly plans`}>
        <OfferList name="plans" control={control} {...f} />
      </Section>

      <QueueSection {...f} />
      <FilesSection {...f} />
      <ConversationsSection {...f} />
      <DraftingSection {...f} />
      <SupplierSection {...f} />
      <PrivacyOfficerSection {...f} />

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
