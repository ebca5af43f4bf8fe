// @vitest-environment happy-dom
// A task's page has two file fields: one adds a file to the task, the conversation's attaches a
// file to a message. A screen reader must hear two different names, each saying what it does, and
// each field must say who sees its files.
import { cleanup, screen } from '@testing-library/react';
import type { Locale } from '@tasklane/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadComposer } from '../../web/src/components/thread/thread-panel';
import { TaskFileUpload } from '../../web/src/features/tasks/components/task-file-upload';
import { renderIn } from './render';

afterEach(cleanup);

/** The two fields as the task's page shows them: under the brief, then in the conversation. */
async function page(locale: Locale) {
  await renderIn(
    locale,
    <>
      <TaskFileUpload taskId="t1" maxFiles={5} retentionDays={30} limitsText="" />
      <ThreadComposer kind="task" entityId="t1" canAttach attachAccept=".png" />
    </>,
  );
  const inputs = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')];
  const nameOf = (input: HTMLInputElement) =>
    (document.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent ?? '').trim();
  const hintOf = (input: HTMLInputElement) =>
    (document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '').trim();
  return inputs.map((input) => ({ name: nameOf(input), hint: hintOf(input) }));
}

describe("the task page's two file fields", () => {
  it.each([
    ['en', 'Add a file to this task (up to 5)', 'Attach a file to your message (optional)', /our staff/i],
    [
      'fr',
      'Ajouter un fichier à cette tâche (jusqu’à 5)',
      'Joindre un fichier à votre message (facultatif)',
      /notre personnel/i,
    ],
  ] as const)(
    'have different accessible names, each with a hint saying who sees the files (%s)',
    async (locale, taskName, messageName, whoSees) => {
      const [task, message] = await page(locale);
      expect(task?.name).toBe(taskName);
      expect(message?.name).toBe(messageName);
      expect(task?.name).not.toBe(message?.name);
      expect(screen.getByLabelText(taskName)).not.toBe(screen.getByLabelText(messageName));
      expect(task?.hint).toMatch(whoSees);
      expect(message?.hint).toMatch(whoSees);
    },
  );
});
