import type { CallableOutput } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/callable';

type AiInfo = CallableOutput<'aiInfo'>;

/** The provider and model in use (the aiInfo callable); null while loading or on error. */
export function useAiInfo(): { status: 'loading' | 'error' | 'success'; info: AiInfo | null } {
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'success'; info: AiInfo | null }>({
    status: 'loading',
    info: null,
  });
  useEffect(() => {
    let live = true;
    call('aiInfo', {}).then(
      (info) => live && setState({ status: 'success', info }),
      () => live && setState({ status: 'error', info: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
