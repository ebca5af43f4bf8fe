import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, DELIVERABLE_TYPES, TIERS, type ScheduleTemplate } from '@tasklane/domain';
import { categoryLabels, deliverableLabels, tierLabels } from '../../../lib/labels';

/**
 * The task form's fields, as a schedule's template takes them: title, category, tier, brief,
 * source text, deliverable, and the language (or both). The account's brand kit applies by itself.
 */
export function TemplateFields({
  value,
  onChange,
  invalid,
}: {
  value: ScheduleTemplate;
  onChange: (next: ScheduleTemplate) => void;
  invalid: (field: string) => boolean;
}) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof ScheduleTemplate>(k: K, v: ScheduleTemplate[K]) => onChange({ ...value, [k]: v });
  const cls = (base: string, field: string) => `${base} ${invalid(`template.${field}`) ? 'is-danger' : ''}`;
  return (
    <>
      <div className="field">
        <label className="label" htmlFor="schedule-title">
          <Trans>Title</Trans>
        </label>
        <input
          id="schedule-title"
          className={cls('input', 'title')}
          value={value.title}
          onChange={(e) => set('title', e.target.value)}
          data-testid="schedule-title"
        />
      </div>
      <div className="columns">
        <div className="column field">
          <label className="label" htmlFor="schedule-category">
            <Trans>Category</Trans>
          </label>
          <div className="select is-fullwidth">
            <select
              id="schedule-category"
              value={value.category}
              onChange={(e) => set('category', e.target.value as ScheduleTemplate['category'])}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(categoryLabels[c])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="column field">
          <label className="label" htmlFor="schedule-tier">
            <Trans>Delivery</Trans>
          </label>
          <div className="select is-fullwidth">
            <select
              id="schedule-tier"
              value={value.tier}
              onChange={(e) => set('tier', e.target.value as ScheduleTemplate['tier'])}
            >
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  {i18n._(tierLabels[t])}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor="schedule-brief">
          <Trans>Brief</Trans>
        </label>
        <textarea
          id="schedule-brief"
          rows={4}
          className={cls('textarea', 'brief')}
          value={value.brief}
          onChange={(e) => set('brief', e.target.value)}
          data-testid="schedule-brief"
        />
      </div>
      <div className="field">
        <label className="label" htmlFor="schedule-source">
          <Trans>Source text (optional)</Trans>
        </label>
        <textarea
          id="schedule-source"
          rows={3}
          className={cls('textarea', 'sourceText')}
          value={value.sourceText}
          onChange={(e) => set('sourceText', e.target.value)}
        />
      </div>
      <div className="columns">
        <div className="column field">
          <label className="label" htmlFor="schedule-deliverable">
            <Trans>Deliverable</Trans>
          </label>
          <div className="select is-fullwidth">
            <select
              id="schedule-deliverable"
              value={value.deliverableType}
              onChange={(e) => set('deliverableType', e.target.value as ScheduleTemplate['deliverableType'])}
            >
              {DELIVERABLE_TYPES.map((d) => (
                <option key={d} value={d}>
                  {i18n._(deliverableLabels[d])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="column field">
          <label className="label" htmlFor="schedule-language">
            <Trans>Language of the work</Trans>
          </label>
          <div className="select is-fullwidth">
            <select
              id="schedule-language"
              value={value.bilingual ? 'both' : value.language}
              onChange={(e) => {
                const v = e.target.value;
                onChange({
                  ...value,
                  bilingual: v === 'both',
                  ...(v === 'en' || v === 'fr' ? { language: v } : {}),
                });
              }}
            >
              <option value="en">English</option>
              <option value="fr" lang="fr">
                Français
              </option>
              <option value="both">{t`English and French`}</option>
            </select>
          </div>
        </div>
      </div>
    </>
  );
}
