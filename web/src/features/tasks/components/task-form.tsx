/* eslint-disable max-lines -- split pending: form, saved draft and queue estimate */
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORIES,
  DELIVERABLE_TYPES,
  LIMITS,
  LOCALES,
  STORAGE_KEYS,
  TIERS,
  countWords,
  estimateSchedule,
  formatCad,
  outOfScopeMatches,
  bilingualSurchargeOf,
  priceOf,
  type BriefCheckLink,
  type Category,
  type PublicSettings,
  type TaskInput,
  type Tier,
} from '@tasklane/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BriefCheckPanel, type CheckBriefOutput } from '../../../components/brief-check/brief-check-panel';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { categoryHints, categoryLabels, deliverableLabels, tierLabels } from '../../../lib/labels';
import type { CallableInput } from '@tasklane/domain';
import { formatDateTime } from '../../../lib/format';
import type { QueueSnapshot, QueueSnapshotState } from '../api/use-queue-snapshot';
import { InsufficientCredits } from './insufficient-credits';

export type TaskFormValues = Omit<TaskInput, 'category'> & { category: Category | '' };

const EMPTY: TaskFormValues = {
  title: '',
  category: '',
  tier: 'standard',
  brief: '',
  sourceText: '',
  deliverableType: 'text',
  language: 'en',
  bilingual: false,
};

/** The saved draft, if it still has the right shape; anything else is ignored. */
export function loadDraft(locale: string): TaskFormValues {
  const base = { ...EMPTY, language: locale === 'fr' ? 'fr' : 'en' } as TaskFormValues;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.taskDraft);
    if (!raw) return base;
    const d = JSON.parse(raw) as Partial<Record<keyof TaskFormValues, unknown>>;
    const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
    const pick = <T extends string>(v: unknown, allowed: readonly T[], fallback: T) =>
      allowed.includes(v as T) ? (v as T) : fallback;
    return {
      title: str(d.title, ''),
      category: pick(d.category, ['', ...CATEGORIES] as const, ''),
      tier: pick(d.tier, TIERS, 'standard'),
      brief: str(d.brief, ''),
      sourceText: str(d.sourceText, ''),
      deliverableType: pick(d.deliverableType, DELIVERABLE_TYPES, 'text'),
      language: pick(d.language, LOCALES, base.language),
      bilingual: d.bilingual === true,
    };
  } catch {
    return base;
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(STORAGE_KEYS.taskDraft);
  } catch {
    /* storage unavailable: nothing was saved either */
  }
}

/** The estimated start and delivery of a new task of this tier, from the queue's counts. */
export function tierEstimate(queue: QueueSnapshot, tier: Tier, nowMs: number) {
  return estimateSchedule({
    tasksAhead: queue.tasksAhead[tier] ?? 0,
    capacity: queue.capacity,
    occupied: queue.occupied,
    tierHours: queue.tierHours[tier] ?? 24,
    nowMs,
  });
}

/** How the estimates are made: the queue's capacity and what is in progress. */
function EstimateNote({ capacity, occupied }: { capacity: number; occupied: number }) {
  return (
    <Trans>
      These are estimates from the current queue: {capacity} tasks are worked on at once, and {occupied} are in progress
      now. The promised hours start when your task leaves the queue.
    </Trans>
  );
}

function TierEstimate({ queue, tier }: { queue: QueueSnapshotState; tier: Tier }) {
  const { i18n } = useLingui();
  if (queue.status === 'loading') {
    // The answer's room is kept under the loading line (an answer of the usual length, unseen),
    // so the form below does not move down when the estimates arrive and take two lines on a phone.
    const delivery = formatDateTime(Date.now() + 24 * 3_600_000, i18n.locale);
    return (
      <span className="help mt-0 estimate-slot" aria-busy="true">
        <span>
          <Trans>Estimating the start and delivery…</Trans>
        </span>
        <span className="estimate-room" aria-hidden="true">
          <Trans>Estimated start: right away · estimated delivery: {delivery}</Trans>
        </span>
      </span>
    );
  }
  if (queue.status === 'error') return null;
  const e = tierEstimate(queue.data, tier, Date.now());
  const start = formatDateTime(e.startMs, i18n.locale);
  const delivery = formatDateTime(e.deliveryMs, i18n.locale);
  const position = e.position;
  return (
    <span className="help mt-0" data-testid={`estimate-${tier}`}>
      {position === 0 ? (
        <Trans>Estimated start: right away · estimated delivery: {delivery}</Trans>
      ) : (
        <Trans>
          Estimated start: {start} (#{position} in the queue) · estimated delivery: {delivery}
        </Trans>
      )}
    </span>
  );
}

interface Props {
  settings: PublicSettings;
  /** The queue's counts, for the per-tier estimates. */
  queue: QueueSnapshotState;
  /** null while the wallet is loading. */
  balance: number | null;
  initial: TaskFormValues;
  serverErrors: Record<string, string>;
  onSubmit: (values: TaskInput, briefCheck?: BriefCheckLink) => Promise<void>;
  /** Runs the brief check; without it the form has no check step. */
  onCheckBrief?: (input: CallableInput<'checkBrief'>) => Promise<CheckBriefOutput>;
  checkErrorCode?: (err: unknown) => string;
  /** Pays for this one task by card (Stripe Checkout) instead of credits. */
  onPayByCard?: (values: TaskInput) => Promise<void>;
  /** Shown before the price: the files to send with the task. */
  files?: ReactNode;
}

// The form validates when submitted (mode 'onSubmit'), so its rules, zod and the schemas are not
// needed to show it: they load when the person first focuses the form (or submits it), which keeps
// them off the screen's first load. So do the error messages: a field has an error only once the
// rules have run (a server's field errors follow a submit, which runs them first).
let resolverModule: Promise<typeof import('./task-input-resolver')> | undefined;
let messageOf: typeof import('./task-input-resolver').validationMessage | undefined;
const loadResolver = () =>
  (resolverModule ??= import('./task-input-resolver').then((m) => {
    messageOf = m.validationMessage;
    return m;
  }));
const taskInputResolver: Resolver<TaskFormValues, unknown, TaskInput> = async (values, context, options) =>
  ((await loadResolver()).taskInputResolver as unknown as Resolver<TaskFormValues, unknown, TaskInput>)(
    values,
    context,
    options,
  );
const preloadResolver = () => {
  loadResolver().catch(() => {
    // Left for the submit to meet and report: it calls the same import again.
    resolverModule = undefined;
  });
};

export function TaskForm({
  settings,
  queue,
  balance,
  initial,
  serverErrors,
  onSubmit,
  onPayByCard,
  onCheckBrief,
  checkErrorCode,
  files,
}: Props) {
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TaskFormValues, unknown, TaskInput>({
    resolver: taskInputResolver,
    defaultValues: initial,
    mode: 'onSubmit',
  });

  // Keep a local draft until the task is submitted.
  useEffect(() => {
    const sub = watch((values) => {
      try {
        localStorage.setItem(STORAGE_KEYS.taskDraft, JSON.stringify(values));
      } catch {
        /* storage full or disabled: the form still works */
      }
    });
    return () => sub.unsubscribe();
  }, [watch]);

  useEffect(() => {
    for (const [field, code] of Object.entries(serverErrors)) {
      if (field in EMPTY) setError(field as keyof TaskFormValues, { type: 'server', message: code });
    }
  }, [serverErrors, setError]);

  // What the customer did with the brief check, sent with the submission.
  const briefCheck = useRef<BriefCheckLink | null>(null);

  const category = watch('category');
  const tier = watch('tier');
  const brief = watch('brief');
  const title = watch('title');
  const sourceText = watch('sourceText');
  const words = countWords(sourceText ?? '');
  const bilingual = watch('bilingual') === true;
  const language = watch('language');
  const price = category ? priceOf(category, tier, settings, { bilingual }) : null;
  const bilingualSurcharge = bilingualSurchargeOf(settings);
  const outOfScope = useMemo(() => outOfScopeMatches(`${title ?? ''}\n${brief ?? ''}`), [title, brief]);
  const short = price !== null && balance !== null && balance < price.credits;
  const [paying, setPaying] = useState(false);
  const payByCard = onPayByCard
    ? () =>
        void handleSubmit(async (values) => {
          setPaying(true);
          try {
            await onPayByCard(values);
          } finally {
            setPaying(false);
          }
        })()
    : undefined;

  const err = (name: keyof TaskFormValues) => {
    const e = errors[name];
    if (!e) return null;
    return (
      <p className="help is-danger" id={`${name}-error`} data-testid={`error-${name}`}>
        {messageOf ? i18n._(messageOf(e.message)) : null}
      </p>
    );
  };
  const aria = (name: keyof TaskFormValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => onSubmit(values, briefCheck.current ?? undefined))(e)}
      onFocusCapture={preloadResolver}
      noValidate
      data-testid="task-form"
    >
      <div className="field">
        <label className="label" htmlFor="task-title">
          <Trans>Title</Trans>
        </label>
        <div className="control">
          <input
            id="task-title"
            className={`input ${errors.title ? 'is-danger' : ''}`}
            maxLength={LIMITS.titleMaxLength + 20}
            {...register('title')}
            {...aria('title')}
          />
        </div>
        {err('title')}
      </div>

      <div className="field">
        <label className="label" htmlFor="task-category">
          <Trans>Category</Trans>
        </label>
        <div className="control">
          <div className={`select is-fullwidth ${errors.category ? 'is-danger' : ''}`}>
            <select id="task-category" {...register('category')} {...aria('category')}>
              <option value="">{t`Choose a category…`}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(categoryLabels[c])}
                </option>
              ))}
            </select>
          </div>
        </div>
        {category ? (
          <p className="help" data-testid="category-hint">
            {i18n._(categoryHints[category])}
          </p>
        ) : null}
        {err('category')}
      </div>

      <fieldset className="field">
        <legend className="label">
          <Trans>Delivery tier</Trans>
        </legend>
        <div className="control">
          {TIERS.map((tr) => {
            const hours = settings.tiers[tr].hours;
            const surcharge = settings.tiers[tr].surchargeCredits;
            return (
              <label key={tr} className="radio tier-option" data-testid={`tier-${tr}`}>
                <span>
                  <input type="radio" value={tr} className="mr-1" {...register('tier')} /> {i18n._(tierLabels[tr])} ·{' '}
                  <Trans>{hours} h</Trans>
                  {surcharge > 0 ? (
                    <>
                      {' · '}
                      <Trans>+{surcharge} cr.</Trans>
                    </>
                  ) : null}
                </span>
                <TierEstimate queue={queue} tier={tr} />
              </label>
            );
          })}
        </div>
        {queue.status === 'success' ? (
          <p className="help" data-testid="estimate-note">
            <EstimateNote capacity={queue.data.capacity} occupied={queue.data.occupied} />
          </p>
        ) : queue.status === 'loading' ? (
          // The note's room is kept while the queue's counts load (the same sentence, unseen), so
          // the brief below does not jump down when they arrive (a layout shift on every phone).
          <p className="help" aria-hidden="true" style={{ visibility: 'hidden' }}>
            <EstimateNote capacity={10} occupied={10} />
          </p>
        ) : queue.status === 'error' ? (
          <p className="help" data-testid="estimate-note">
            <Trans>
              The queue estimate is unavailable right now. The promised hours start when your task leaves the queue.
            </Trans>
          </p>
        ) : null}
        {err('tier')}
      </fieldset>

      <div className="field">
        <label className="label" htmlFor="task-brief">
          <Trans>Brief</Trans>
        </label>
        <p className="help mb-1">
          <Trans>What should we do, for whom, in which tone? One deliverable per task.</Trans>
        </p>
        <div className="control">
          <textarea
            id="task-brief"
            rows={5}
            className={`textarea ${errors.brief ? 'is-danger' : ''}`}
            {...register('brief')}
            {...aria('brief')}
          />
        </div>
        {err('brief')}
        {outOfScope.length > 0 ? (
          <div className="notification is-warning is-light mt-2" role="status" data-testid="out-of-scope-warning">
            <p>
              <Trans>
                This looks like something outside our micro-task scope (for example legal, tax or medical advice, sworn
                translation, long audio or video, or an open-ended project). We can still help through a quote.
              </Trans>
            </p>
            {/* The brief travels in router state (never the URL), so the quote form starts from it. */}
            <Link
              to={paths.quotes.getHref()}
              state={{ title: title ?? '', brief: brief ?? '', sourceText: sourceText ?? '' }}
              className="button is-small is-warning mt-2"
              data-testid="out-of-scope-quote-link"
            >
              <Trans>Request a quote</Trans>
            </Link>
          </div>
        ) : null}
      </div>

      <div className="field">
        <label className="label" htmlFor="task-source">
          <Trans>Source text (optional)</Trans>
        </label>
        <div className="control">
          <textarea
            id="task-source"
            rows={6}
            className={`textarea ${errors.sourceText ? 'is-danger' : ''}`}
            {...register('sourceText')}
            {...aria('sourceText')}
          />
        </div>
        <p className={`help ${words > LIMITS.maxWords ? 'is-danger' : ''}`} data-testid="word-count" aria-live="polite">
          <Trans>
            {words} / {LIMITS.maxWords} words
          </Trans>
        </p>
        {err('sourceText')}
      </div>

      <div className="columns">
        <div className="column">
          <div className="field">
            <label className="label" htmlFor="task-deliverable">
              <Trans>Deliverable</Trans>
            </label>
            <div className="control">
              <div className="select is-fullwidth">
                <select id="task-deliverable" {...register('deliverableType')} {...aria('deliverableType')}>
                  {DELIVERABLE_TYPES.map((d) => (
                    <option key={d} value={d}>
                      {i18n._(deliverableLabels[d])}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            {err('deliverableType')}
          </div>
        </div>
        <div className="column">
          <div className="field">
            <label className="label" htmlFor="task-language">
              <Trans>Language of the work</Trans>
            </label>
            <div className="control">
              <div className="select is-fullwidth">
                {/* One choice for two fields: "both" keeps the language of the source and orders both texts. */}
                <select
                  id="task-language"
                  value={bilingual ? 'both' : language}
                  onChange={(e) => {
                    const v = e.target.value;
                    setValue('bilingual', v === 'both', { shouldDirty: true });
                    if (v === 'en' || v === 'fr') setValue('language', v, { shouldDirty: true });
                  }}
                  {...aria('language')}
                >
                  <option value="en">English</option>
                  <option value="fr" lang="fr">
                    Français
                  </option>
                  <option value="both">{t`English and French`}</option>
                </select>
              </div>
            </div>
            <p className="help" data-testid="bilingual-hint">
              {bilingualSurcharge === 1 ? (
                <Trans>English and French: both texts side by side, +1 credit, within the tier's hours.</Trans>
              ) : (
                <Trans>
                  English and French: both texts side by side, +{bilingualSurcharge} credits, within the tier's hours.
                </Trans>
              )}
            </p>
            {err('language')}
          </div>
        </div>
      </div>

      {onCheckBrief ? (
        <BriefCheckPanel
          getInput={() => {
            const v = getValues();
            if (!v.brief?.trim()) return null;
            return {
              title: v.title.trim().slice(0, LIMITS.titleMaxLength),
              category: v.category,
              brief: v.brief.trim().slice(0, LIMITS.briefMaxLength),
              sourceText: (v.sourceText ?? '').slice(0, LIMITS.sourceTextMaxChars),
              deliverableType: v.deliverableType,
              language: v.language,
              locale: i18n.locale === 'fr' ? 'fr' : 'en',
            };
          }}
          onCheck={onCheckBrief}
          errorCode={checkErrorCode}
          quoteHref={paths.quotes.getHref()}
          onAcceptRewrite={(rewrite) => setValue('brief', rewrite, { shouldDirty: true })}
          onChange={(link) => (briefCheck.current = link)}
        />
      ) : null}

      {files}

      <div className="box" data-testid="price-preview" aria-live="polite">
        {price ? (
          <p>
            <Trans>Price:</Trans>{' '}
            <strong data-testid="price-credits">
              {price.credits === 1 ? <Trans>1 credit</Trans> : <Trans>{price.credits} credits</Trans>}
            </strong>{' '}
            <span className="has-text-grey-dark" data-testid="price-cad">
              ({formatCad(price.cad, i18n.locale)})
            </span>
          </p>
        ) : (
          <p className="has-text-grey-dark">
            <Trans>Choose a category to see the price.</Trans>
          </p>
        )}
        {balance !== null ? (
          <p className="is-size-7 has-text-grey-dark" data-testid="form-balance">
            {balance === 1 ? <Trans>Your balance: 1 credit</Trans> : <Trans>Your balance: {balance} credits</Trans>}
          </p>
        ) : null}
      </div>

      {short && price ? (
        <InsufficientCredits needed={price.credits} balance={balance} onPayByCard={payByCard} paying={paying} />
      ) : null}

      <div className="field is-grouped is-grouped-multiline">
        <div className="control">
          <button
            type="submit"
            className={`button is-primary is-medium ${isSubmitting && !paying ? 'is-loading' : ''}`}
            disabled={isSubmitting || short}
            data-testid="submit-task"
          >
            <Trans>Submit and pay with credits</Trans>
          </button>
        </div>
        {payByCard && !short ? (
          <div className="control">
            <button
              type="button"
              className={`button is-medium ${paying ? 'is-loading' : ''}`}
              disabled={isSubmitting}
              aria-busy={paying}
              onClick={payByCard}
              data-testid="pay-by-card"
            >
              <Trans>Pay by card instead</Trans>
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
