import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The task form's heading: the page's own, and what the app paints for it while the session and
 * the data are still on their way (app/layouts/protected-layout.tsx), so the screen's largest text
 * does not wait for them. It needs no data, so it is here rather than in the tasks feature, and
 * its messages are in the public catalog that every page has before its first render.
 */
export function TaskNewHeading() {
  return (
    <>
      <h1 className="title">
        <Trans>Submit a task</Trans>
      </h1>
      <p className="subtitle is-6">
        <Trans>
          One deliverable per task: up to 800 words, one visual, or one sheet of up to 500 rows. An AI drafts it and a
          person reviews it.
        </Trans>
      </p>
    </>
  );
}

/** The task form's frame: its section, its heading, and the loader where the form comes. */
export function TaskNewFrame({ children }: { children: ReactNode }) {
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 760 }}>
        <TaskNewHeading />
        {children}
      </div>
    </section>
  );
}
