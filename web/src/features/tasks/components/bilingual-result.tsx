import { Trans, useLingui } from '@lingui/react/macro';
import { bilingualDeliveryFile, type DeliverableType } from '@tasklane/domain';
import { downloadText, fileNameFor } from '../utils/sheet';
import { TaskResult } from './task-result';

/**
 * A task delivered in English and French: the two texts side by side, each with its own copy and
 * download (named by language), and one file holding both.
 */
export function BilingualResult({
  en,
  fr,
  deliverableType,
  title,
}: {
  en: string;
  fr: string;
  deliverableType: DeliverableType;
  title: string;
}) {
  const { t } = useLingui();
  return (
    <div data-testid="bilingual-result">
      <div className="buttons">
        <button
          type="button"
          className="button is-small is-link is-light"
          data-testid="download-both"
          onClick={() =>
            downloadText(
              fileNameFor(`${title} en fr`, 'txt'),
              bilingualDeliveryFile(title, en, fr),
              'text/plain;charset=utf-8',
            )
          }
        >
          <Trans>Download both languages (.txt)</Trans>
        </button>
      </div>
      <div className="columns">
        <section className="column" data-testid="result-en" lang="en" aria-label={t`English`}>
          <h3 className="title is-6">
            <Trans>English</Trans>
          </h3>
          <TaskResult result={en} deliverableType={deliverableType} title={`${title} en`} />
        </section>
        <section className="column" data-testid="result-fr" lang="fr" aria-label={t`French`}>
          <h3 className="title is-6">
            <Trans>French</Trans>
          </h3>
          <TaskResult result={fr} deliverableType={deliverableType} title={`${title} fr`} />
        </section>
      </div>
    </div>
  );
}
