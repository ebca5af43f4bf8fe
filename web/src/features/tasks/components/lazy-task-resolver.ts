import type { TaskInput } from '@tasklane/domain';
import type { Resolver } from 'react-hook-form';
import type { TaskFormValues } from './task-draft';

// The form validates when submitted (mode 'onSubmit'), so its rules, zod and the schemas are not
// needed to show it: they load when the person first focuses the form (or submits it), which keeps
// them off the screen's first load. The error messages load apart too (components/fields).
let resolverModule: Promise<typeof import('./task-input-resolver')> | undefined;
const loadResolver = () => (resolverModule ??= import('./task-input-resolver'));
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
