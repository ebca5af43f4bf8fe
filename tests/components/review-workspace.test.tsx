// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StaffDraft } from '@tasklane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiDraft, DeliverFormView } from '../../web/src/features/admin/components/deliver-form';
import { taskDoc } from '../support/factories';
import { renderIn } from './render';

afterEach(cleanup);

const draft: StaffDraft = {
  provider: 'openai',
  text: 'Nous sommes un petit café au bord du canal.',
  model: 'draft-model-1',
  tokens: 120,
  ms: 900,
  attempts: 1,
  failed: false,
  error: null,
  createdAt: new Date(),
};
const task = taskDoc('customer-1', { status: 'in_review', reviewerId: 'reviewer-1' });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AiDraft', () => {
  it('shows the draft and the model that wrote it', async () => {
    await renderIn('en', <AiDraft draft={draft} draftFailed={false} />);
    const box = screen.getByTestId('ai-draft');
    expect(box.textContent).toContain('Nous sommes un petit café au bord du canal.');
    expect(box.textContent).toContain('draft-model-1');
    expect(screen.queryByTestId('draft-failed')).toBeNull();
  });

  it('says when the draft failed, or is not ready yet', async () => {
    const { rerender } = await renderIn('en', <AiDraft draft={{ ...draft, failed: true }} draftFailed={false} />);
    expect(screen.getByTestId('draft-failed').textContent).toBe(
      'The AI draft failed after its retries. Write this one from the brief.',
    );
    rerender(<AiDraft draft={undefined} draftFailed={false} />);
    expect(screen.getByTestId('ai-draft').textContent).toContain('The draft is not ready yet.');
  });

  it('speaks French', async () => {
    await renderIn('fr', <AiDraft draft={draft} draftFailed={false} />);
    expect(screen.getByTestId('ai-draft').textContent).toContain('Brouillon de l’IA');
  });
});

describe('DeliverFormView', () => {
  it('starts the editor from the draft and delivers the edit', async () => {
    const onDeliver = vi.fn(async () => undefined);
    await renderIn('en', <DeliverFormView task={task} draftText={draft.text} canDeliver onDeliver={onDeliver} />);
    const editor = screen.getByTestId('review-editor') as HTMLTextAreaElement;
    expect(editor.value).toBe(draft.text);
    expect(editor.readOnly).toBe(false);
    fireEvent.change(editor, { target: { value: 'We are a small café by the canal.' } });
    fireEvent.click(screen.getByTestId('deliver'));
    await waitFor(() => expect(onDeliver).toHaveBeenCalledWith('We are a small café by the canal.'));
  });

  it('keeps the deliver button busy and disabled while delivering', async () => {
    const pending = deferred<string | undefined>();
    const onDeliver = vi.fn(() => pending.promise);
    await renderIn('en', <DeliverFormView task={task} draftText={draft.text} canDeliver onDeliver={onDeliver} />);
    const button = screen.getByTestId('deliver') as HTMLButtonElement;
    expect(button.textContent).toBe('Deliver to the customer');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.className).toContain('is-loading');
    pending.resolve(undefined);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.className).not.toContain('is-loading');
  });

  it('refuses an empty deliverable with the translated message', async () => {
    const onDeliver = vi.fn(async () => undefined);
    await renderIn('en', <DeliverFormView task={task} draftText="" canDeliver onDeliver={onDeliver} />);
    fireEvent.click(screen.getByTestId('deliver'));
    expect((await screen.findByRole('alert')).textContent).toBe('Write the deliverable before delivering');
    expect(screen.getByTestId('review-editor').getAttribute('aria-invalid')).toBe('true');
    expect(onDeliver).not.toHaveBeenCalled();
  });

  it('shows the server’s code for the text as its message, in French', async () => {
    const onDeliver = vi.fn(async () => 'result_too_long');
    await renderIn('fr', <DeliverFormView task={task} draftText={draft.text} canDeliver onDeliver={onDeliver} />);
    expect(screen.getByTestId('deliver').textContent).toBe('Livrer au client');
    fireEvent.click(screen.getByTestId('deliver'));
    expect((await screen.findByRole('alert')).textContent).toBe('Le livrable est trop long');
  });

  it('is read-only without a deliver button once it is not the reviewer’s to deliver', async () => {
    await renderIn(
      'en',
      <DeliverFormView
        task={{ ...task, status: 'delivered', result: 'Final text' }}
        draftText={draft.text}
        canDeliver={false}
        onDeliver={vi.fn()}
      />,
    );
    const editor = screen.getByTestId('review-editor') as HTMLTextAreaElement;
    expect(editor.value).toBe('Final text');
    expect(editor.readOnly).toBe(true);
    expect(screen.queryByTestId('deliver')).toBeNull();
  });
});
