import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORIES, LIMITS, REGION, type BriefCheckInput, type Category } from '@tasklane/domain';
import { useId, useState } from 'react';
import { BriefCheckPanel } from '../../../components/brief-check/brief-check-panel';
import { paths } from '../../../config/paths';
import { categoryLabels } from '../../../lib/labels';
import { PageMeta } from '../../../components/page-meta';
import { callableErrorCode, checkBrief } from '../api/ai-actions';
import { useAiInfo } from '../api/use-ai-settings';
import { SelectField, TextAreaField } from '../../../components/fields/controls';

function ProviderInUse() {
  const { status, info } = useAiInfo();
  if (status === 'loading') {
    return (
      <p className="has-text-grey-dark" data-testid="ai-provider-loading">
        <Trans>Loading the current configuration…</Trans>
      </p>
    );
  }
  if (!info) {
    return (
      <p className="has-text-danger-dark" data-testid="ai-provider-error">
        <Trans>The current configuration could not be read. Reload the page to try again.</Trans>
      </p>
    );
  }
  const model = <code>{info.model}</code>;
  return (
    <div data-testid="ai-provider">
      {info.provider === 'gemini' ? (
        <p>
          <Trans>Provider: Google Gemini, through Genkit. Model: {model}.</Trans>
        </p>
      ) : info.provider === 'openai' ? (
        <p>
          <Trans>Provider: an OpenAI-compatible service. Model: {model}.</Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Provider: none. This installation runs offline: the brief check applies fixed rules in English and French,
            and first drafts are clearly labelled templates. No AI model is called. (Configuration: {model}.)
          </Trans>
        </p>
      )}
    </div>
  );
}

function TryBriefCheck() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [brief, setBrief] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [language, setLanguage] = useState<'en' | 'fr'>(i18n.locale === 'fr' ? 'fr' : 'en');
  const getInput = (): BriefCheckInput | null =>
    brief.trim()
      ? {
          title: '',
          category,
          brief: brief.trim().slice(0, LIMITS.briefMaxLength),
          sourceText: '',
          deliverableType: 'text',
          language,
          locale: i18n.locale === 'fr' ? 'fr' : 'en',
        }
      : null;
  return (
    <div data-testid="ai-try">
      <TextAreaField
        id={`${id}-brief`}
        label={<Trans>A brief to check</Trans>}
        rows={4}
        maxLength={LIMITS.briefMaxLength}
        value={brief}
        onChange={(e) => setBrief(e.target.value)}
        placeholder={t`For example: Write 5 Instagram captions for our café's autumn menu.`}
        data-testid="ai-try-brief"
      />
      <div className="columns">
        <div className="column">
          <SelectField
            id={`${id}-category`}
            label={<Trans>Category</Trans>}
            value={category}
            onChange={(e) => setCategory(e.target.value as Category | '')}
          >
            <option value="">{t`Not chosen yet`}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(categoryLabels[c])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="column">
          <SelectField
            id={`${id}-language`}
            label={<Trans>Language of the work</Trans>}
            value={language}
            onChange={(e) => setLanguage(e.target.value === 'fr' ? 'fr' : 'en')}
          >
            <option value="en">English</option>
            <option value="fr" lang="fr">
              Français
            </option>
          </SelectField>
        </div>
      </div>
      <BriefCheckPanel
        getInput={getInput}
        onCheck={checkBrief}
        errorCode={callableErrorCode}
        quoteHref={paths.quotes.getHref()}
      />
    </div>
  );
}

/** /ai-features: what the AI does and does not do here, which model runs, and the limits. */
export default function AiFeaturesPage() {
  const { t } = useLingui();
  return (
    <section className="section">
      <PageMeta
        title={t`AI features`}
        description={t`What AI does at Tasklane, what a person always does, which model runs, and the limits.`}
      />
      <div className="container content" style={{ maxWidth: 820 }}>
        <h1 className="title">
          <Trans>AI features</Trans>
        </h1>
        <p className="subtitle is-6">
          <Trans>AI helps with two steps. A person does the work you receive.</Trans>
        </p>

        <h2 className="title is-5">
          <Trans>What the AI does</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <strong>The brief check</strong>, before you submit: it points out what is missing or unclear, asks a few
              questions and offers a clearer version of your brief. It is free and optional, and it never stops you from
              submitting.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>A first draft</strong>, when your task starts: written from your brief, in the language of the
              work, with instructions for its category. You never receive this draft as it is.
            </Trans>
          </li>
        </ul>

        <h2 className="title is-5">
          <Trans>What a person always does</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Reads your brief, your answers to the check and your source text.</Trans>
          </li>
          <li>
            <Trans>Reviews the draft, corrects it or rewrites it, and checks it against the brief.</Trans>
          </li>
          <li>
            <Trans>Delivers the result, handles revisions and decides on refunds.</Trans>
          </li>
        </ul>
        <p>
          <span className="tag is-info is-light">
            <Trans>AI-assisted, human-reviewed</Trans>
          </span>{' '}
          <Trans>Every deliverable carries this label.</Trans>
        </p>

        <h2 className="title is-5">
          <Trans>Which provider and model run today</Trans>
        </h2>
        <ProviderInUse />

        <h2 className="title is-5">
          <Trans>Where your data is processed</Trans>
        </h2>
        <p>
          <Trans>
            Our database and functions run in Google Cloud's {REGION} region (Montréal), so your account, briefs and
            deliverables are stored in Canada. To draft or check a brief, its text is sent to the AI provider named
            above, which processes it on its own infrastructure.
          </Trans>
        </p>

        <h2 className="title is-5">
          <Trans>Your data is not used for training</Trans>
        </h2>
        <p>
          <Trans>
            We do not use your briefs, files or deliverables to train AI models, and we call providers through their
            paid APIs, whose terms exclude that data from training.
          </Trans>
        </p>

        <h2 className="title is-5">
          <Trans>Known limits</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              An AI can misread a brief or state facts that are wrong. That is why a person reviews every draft.
            </Trans>
          </li>
          <li>
            <Trans>
              French quality: models write better English than French. Their French can slip into European usage or miss
              Québec terms; the reviewer corrects it.
            </Trans>
          </li>
          <li>
            <Trans>
              The brief check looks for known patterns. It can miss a problem phrased in an unusual way, or flag
              something that is fine: you decide.
            </Trans>
          </li>
          <li>
            <Trans>If the provider is slow or down, the check says so and you carry on without it.</Trans>
          </li>
        </ul>

        <h2 className="title is-5">
          <Trans>Try the brief check</Trans>
        </h2>
        <TryBriefCheck />
      </div>
    </section>
  );
}
