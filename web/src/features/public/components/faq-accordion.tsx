import type { FaqEntry } from '../content/content';
import { useFillSettings } from '../content/fill-settings';

/**
 * Each question opens its answer in place. Native <details>/<summary>: it works in a prerendered
 * page before the app's code has loaded (or without JavaScript at all), where a button's click
 * handler would not exist yet, and browsers give it the expanded/collapsed state for screen readers.
 * Prices and delivery times in the answers come from the live settings (fillSettings).
 */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const fill = useFillSettings();
  return (
    <div className="faq" data-testid="faq">
      {entries.map((e) => (
        <details key={e.id} className="faq-item" data-testid={`faq-${e.id}`}>
          <summary className="faq-question">
            <span>{fill(e.question)}</span>
            <span className="faq-icon" aria-hidden="true" />
          </summary>
          <div className="faq-answer">
            <p>{fill(e.answer)}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
