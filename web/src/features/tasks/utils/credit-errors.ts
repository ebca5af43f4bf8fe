import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The credit errors, as the server words them, translated for display. */
const KNOWN: Record<string, MessageDescriptor> = {
  'User not authenticated': msg`User not authenticated`,
  'Credit wallet not found': msg`Credit wallet not found`,
  'Insufficient credits': msg`Insufficient credits`,
};

export const unableToDeduct: MessageDescriptor = msg`Unable to deduct credits`;

/** The translated text for a server credit error, or the generic 'Unable to deduct credits'. */
export function creditErrorMessage(serverMessage: string | undefined): MessageDescriptor {
  return (serverMessage && KNOWN[serverMessage]) || unableToDeduct;
}
