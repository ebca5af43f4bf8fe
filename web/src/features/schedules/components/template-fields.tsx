import { useLingui } from '@lingui/react/macro';
import { CATEGORIES, DELIVERABLE_TYPES, TIERS, type ScheduleTemplate } from '@tasklane/domain';
import { SelectField, TextAreaField, TextField } from '../../../components/fields/controls';
import type { FieldErrorLike } from '../../../components/fields/field';
import { categoryLabels, deliverableLabels, tierLabels } from '../../../lib/labels';

/**
 * The task form's fields, as a schedule's template takes them, through the shared field components:
 * title, category, tier, brief, source text, deliverable, and the language (or both). The account's
 * brand kit applies by itself. `errorOf` gives a field's error (by its path under `template.`).
 */
export function TemplateFields({
  value,
  onChange,
  errorOf,
}: {
  value: ScheduleTemplate;
  onChange: (next: ScheduleTemplate) => void;
  errorOf: (field: string) => FieldErrorLike;
}) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof ScheduleTemplate>(k: K, v: ScheduleTemplate[K]) => onChange({ ...value, [k]: v });
  const err = (field: string) => errorOf(`template.${field}`);
  return (
    <>
      <TextField
        id="schedule-title"
        label={t`Title`}
        error={err('title')}
        value={value.title}
        onChange={(e) => set('title', e.target.value)}
        data-testid="schedule-title"
      />
      <div className="columns">
        <div className="column">
          <SelectField
            id="schedule-category"
            label={t`Category`}
            error={err('category')}
            value={value.category}
            onChange={(e) => set('category', e.target.value as ScheduleTemplate['category'])}
          >
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(categoryLabels[c])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="column">
          <SelectField
            id="schedule-tier"
            label={t`Delivery`}
            error={err('tier')}
            value={value.tier}
            onChange={(e) => set('tier', e.target.value as ScheduleTemplate['tier'])}
          >
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {i18n._(tierLabels[tier])}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <TextAreaField
        id="schedule-brief"
        label={t`Brief`}
        error={err('brief')}
        rows={4}
        value={value.brief}
        onChange={(e) => set('brief', e.target.value)}
        data-testid="schedule-brief"
      />
      <TextAreaField
        id="schedule-source"
        label={t`Source text (optional)`}
        error={err('sourceText')}
        rows={3}
        value={value.sourceText}
        onChange={(e) => set('sourceText', e.target.value)}
      />
      <div className="columns">
        <div className="column">
          <SelectField
            id="schedule-deliverable"
            label={t`Deliverable`}
            error={err('deliverableType')}
            value={value.deliverableType}
            onChange={(e) => set('deliverableType', e.target.value as ScheduleTemplate['deliverableType'])}
          >
            {DELIVERABLE_TYPES.map((d) => (
              <option key={d} value={d}>
                {i18n._(deliverableLabels[d])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="column">
          <SelectField
            id="schedule-language"
            label={t`Language of the work`}
            error={err('language')}
            value={value.bilingual ? 'both' : value.language}
            onChange={(e) => {
              const v = e.target.value;
              onChange({ ...value, bilingual: v === 'both', ...(v === 'en' || v === 'fr' ? { language: v } : {}) });
            }}
          >
            <option value="en">English</option>
            <option value="fr" lang="fr">
              Français
            </option>
            <option value="both">{t`English and French`}</option>
          </SelectField>
        </div>
      </div>
    </>
  );
}
