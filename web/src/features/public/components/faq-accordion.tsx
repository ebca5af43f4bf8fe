import { useId, useState } from 'react';
import type { FaqEntry } from '../content/content';

/** An accessible accordion: each question is a button that shows or hides its answer. */
export function FaqAccordion({ entries, headingLevel = 3 }: { entries: FaqEntry[]; headingLevel?: 2 | 3 }) {
  const base = useId();
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="faq" data-testid="faq">
      {entries.map((e) => {
        const expanded = open.has(e.id);
        const panelId = `${base}-${e.id}-panel`;
        const buttonId = `${base}-${e.id}-button`;
        return (
          <div key={e.id} className="faq-item" data-testid={`faq-${e.id}`}>
            <Heading className="faq-question">
              <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(e.id)}>
                <span>{e.question}</span>
                <span className="faq-icon" aria-hidden="true">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-answer" hidden={!expanded}>
              <p>{e.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
