import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Shown under a brief that looks out of scope: the way to a quote, carrying what was typed. */
export function OutOfScopeNotice({ title, brief, sourceText }: { title: string; brief: string; sourceText: string }) {
  return (
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
  );
}
