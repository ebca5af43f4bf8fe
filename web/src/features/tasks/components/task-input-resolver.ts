import { zodResolver } from '@hookform/resolvers/zod';
import { taskInputSchema } from '@tasklane/domain';

/** The brief form's rules (domain's taskInputSchema): its own chunk, with zod (task-form.tsx loads it). */
export const taskInputResolver = zodResolver(taskInputSchema);
