import type { TaskInput } from '@tasklane/domain';
import type { Resolver } from 'react-hook-form';
import { loadValidationMessages } from '../../../components/fields/validation-message';
import type { TaskFormValues } from './task-draft';

// The form validates when submitted (mode 'onSubmit'), so its rules, zod and the schemas are not
// needed to show it: they load when the person first focuses the form (or submits it), which keeps
// them off the screen's first load. So do the error messages (components/fields): the rules wait
// for them, so a field's error shows with its text.
let resolverModule: Promise<typeof import('./task-input-resolver')> | undefined;
const loadResolver = () =>
  (resolverModule ??= Promise.all([import('./task-input-resolver'), loadValidationMessages()]).then(([m]) => m));
export const taskInputResolver: Resolver<TaskFormValues, unknown, TaskInput> = async (values, context, options) =>
  ((await loadResolver()).taskInputResolver as unknown as Resolver<TaskFormValues, unknown, TaskInput>)(
    values,
    context,
    options,
  );
export const preloadResolver = () => {
  loadResolver().catch(() => {
    // Left for the submit to meet and report: it calls the same import again.
    resolverModule = undefined;
  });
};
