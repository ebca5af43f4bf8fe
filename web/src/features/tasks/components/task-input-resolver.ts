import { zodResolver } from '@hookform/resolvers/zod';
import { taskInputSchema } from '@tasklane/domain';

// The brief form's rules (domain's taskInputSchema): their own chunk, with zod, loaded once the
// form is focused or submitted (task-form.tsx).
export const taskInputResolver = zodResolver(taskInputSchema);
