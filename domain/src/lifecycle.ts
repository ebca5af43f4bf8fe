import type { TaskStatus } from './constants.js';

/** The only moves a task can make; every other transition is refused. */
export const TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  submitted: ['ai_drafted', 'cancelled'],
  ai_drafted: ['in_review'],
  in_review: ['delivered'],
  delivered: ['reopened'],
  reopened: ['in_review'],
  cancelled: [],
};

export function canTransition(from: TaskStatus, to: TaskStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
