import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';

// The table of translated error messages (lib/validation-messages) loads apart from the fields, so a
// screen that shows a form (the task form above all) does not download it before its first paint: a
// field asks for it when it mounts, and an error can only show after the person has typed or submitted.
type MessageOf = (code: string | undefined) => MessageDescriptor;
let messageOf: MessageOf | undefined;
let loading: Promise<MessageOf> | undefined;

const load = () => (loading ??= import('../../lib/validation-messages').then((m) => (messageOf = m.validationMessage)));

/** The lookup from an error code (zod's `message`) to its message, or undefined while it loads. */
export function useValidationMessage(): MessageOf | undefined {
  const [, setLoaded] = useState(messageOf !== undefined);
  useEffect(() => {
    if (messageOf) return;
    let live = true;
    load().then(
      () => live && setLoaded(true),
      () => (loading = undefined),
    );
    return () => {
      live = false;
    };
  }, []);
  return messageOf;
}
