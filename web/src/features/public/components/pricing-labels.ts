import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TaskClass } from '@tasklane/domain';

export const classLabels: Record<TaskClass, MessageDescriptor> = {
  basic: msg`Basic micro-task`,
  premium: msg`Premium micro-task`,
};

/** Plan names by settings id; an id added by an admin later shows as itself. */
export const planLabels: Record<string, MessageDescriptor> = {
  starter: msg`Starter`,
  pro: msg`Pro`,
  business: msg`Business`,
};
