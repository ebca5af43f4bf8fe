import { zodResolver } from '@hookform/resolvers/zod';
import { taskInputSchema } from '@tasklane/domain';

// The brief form's rules (domain's taskInputSchema) and the messages of the errors they report:
// their own chunk, with zod, loaded once the form is focused or submitted (task-form.tsx).
export { validationMessage } from '../../../lib/validation-messages';

export const taskInputResolver = zodResolver(taskInputSchema);
