import type { CallableInput, CallableOutput } from '@tasklane/domain';
import { call } from '../../../lib/callable';

export type ContactFormInput = CallableInput<'submitContact'>;

export const submitContact = (input: ContactFormInput): Promise<CallableOutput<'submitContact'>> =>
  call('submitContact', input);
