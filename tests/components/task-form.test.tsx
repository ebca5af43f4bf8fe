// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SETTINGS, splitSettings } from '@tasklane/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskForm, type TaskFormValues } from '../../web/src/features/tasks/components/task-form';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const EMPTY: TaskFormValues = {
  title: '',
  category: '',
  tier: 'standard',
  brief: '',
  sourceText: '',
  deliverableType: 'text',
  language: 'en',
};

function form(onSubmit = vi.fn(async () => {})) {
  return (
    <TaskForm
      settings={splitSettings(DEFAULT_SETTINGS).app}
      queue={{ status: 'error' }}
      balance={null}
      initial={EMPTY}
      serverErrors={{}}
      onSubmit={onSubmit}
    />
  );
}

describe('TaskForm', () => {
  it('while the queue estimate loads, keeps the room of its answers, unseen and unread by screen readers', async () => {
    await renderIn(
      'fr',
      <TaskForm
        settings={splitSettings(DEFAULT_SETTINGS).app}
        queue={{ status: 'loading' }}
        balance={null}
        initial={EMPTY}
        serverErrors={{}}
        onSubmit={vi.fn(async () => {})}
      />,
    );
    const slots = document.querySelectorAll('.estimate-slot');
    expect(slots.length).toBe(3);
    for (const slot of slots) {
      expect(slot.getAttribute('aria-busy')).toBe('true');
      const room = slot.querySelector('.estimate-room');
      expect(room?.getAttribute('aria-hidden')).toBe('true');
      expect(room?.textContent).toMatch(/^Début estimé/);
    }
    // The note's room: the same sentence, hidden, and nothing of it in the accessible text.
    const note = [...document.querySelectorAll('p.help')].find((p) =>
      p.textContent?.includes('estimations selon la file'),
    );
    expect(note?.getAttribute('aria-hidden')).toBe('true');
    expect((note as HTMLElement | undefined)?.style.visibility).toBe('hidden');
    expect(screen.queryByTestId('estimate-note')).toBeNull();
  });

  it('submitted empty, shows each field’s translated message and does not submit', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderIn('en', form(onSubmit));
    fireEvent.click(screen.getByTestId('submit-task'));
    expect((await screen.findByTestId('error-title')).textContent).toBe('Title is required');
    expect(screen.getByTestId('error-category').textContent).toBe('Choose a category');
    expect(screen.getByTestId('error-brief').textContent).toBe('Describe the task in at least 20 characters');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('filled in, calls onSubmit with the parsed values', async () => {
    const onSubmit = vi.fn(async () => {});
    await renderIn('en', form(onSubmit));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Polish my About page  ' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'admin_docs' } });
    fireEvent.change(screen.getByLabelText('Brief'), {
      target: { value: 'Please polish the text below and keep our friendly tone.' },
    });
    fireEvent.click(screen.getByTestId('submit-task'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        title: 'Polish my About page',
        category: 'admin_docs',
        tier: 'standard',
        brief: 'Please polish the text below and keep our friendly tone.',
        sourceText: '',
        deliverableType: 'text',
        language: 'en',
      },
      undefined,
    );
    expect(screen.queryByTestId('error-title')).toBeNull();
  });

  it('renders in French, messages included', async () => {
    await renderIn('fr', form());
    expect(screen.getByTestId('submit-task').textContent).toBe('Soumettre et payer avec mes crédits');
    expect(screen.getByLabelText('Titre')).toBeTruthy();
    fireEvent.click(screen.getByTestId('submit-task'));
    expect((await screen.findByTestId('error-title')).textContent).toBe('Le titre est obligatoire');
    expect(screen.getByTestId('error-category').textContent).toBe('Choisissez une catégorie');
    expect(screen.getByTestId('error-brief').textContent).toBe('Décrivez la tâche en au moins 20 caractères');
  });
});
