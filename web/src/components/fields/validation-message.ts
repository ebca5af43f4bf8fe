import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';

// The table of translated error messages (lib/validation-messages) loads apart from the fields, so a
// screen that shows a form (the task form, a public page) does not download it for its first paint:
// it loads when a form is first focused (preloadValidationMessages) or, at the latest, when a field
// first has an error, which shows once its message is there.
type MessageOf = (code: string | undefined) => MessageDescriptor;
let messageOf: MessageOf | undefined;
let loading: Promise<MessageOf> | undefined;

/** Loads the messages; a form that loads its rules lazily awaits both, so its errors show with their text. */
export const loadValidationMessages = (): Promise<MessageOf> =>
  (loading ??= import('../../lib/validation-messages').then(
    (m) => (messageOf = m.validationMessage),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));

/** Starts loading the messages (a form's onFocusCapture). */
export const preloadValidationMessages = () => void loadValidationMessages().catch(() => undefined);

/** The lookup from an error code (zod's `message`) to its message; undefined until loaded, which `wanted` starts. */
export function useValidationMessage(wanted: boolean): MessageOf | undefined {
  const [, setLoaded] = useState(messageOf !== undefined);
  useEffect(() => {
    if (!wanted || messageOf) return;
    let live = true;
    loadValidationMessages().then(
      () => live && setLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return messageOf;
}
