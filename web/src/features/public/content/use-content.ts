import { useLingui } from '@lingui/react';
import type { Locale } from '@tasklane/domain';
import { useEffect, useState } from 'react';

export type ContentState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads locale-dependent content and reloads it when the language changes. */
export function useContent<T>(load: (locale: Locale) => Promise<T>, key: string): ContentState<T> {
  const { i18n } = useLingui();
  const locale = (i18n.locale === 'fr' ? 'fr' : 'en') as Locale;
  const [state, setState] = useState<{ id: string; value: ContentState<T> }>({ id: '', value: { status: 'loading' } });
  const id = `${locale}:${key}`;

  useEffect(() => {
    let cancelled = false;
    load(locale).then(
      (data) => !cancelled && setState({ id, value: { status: 'ready', data } }),
      () => !cancelled && setState({ id, value: { status: 'error' } }),
    );
    return () => {
      cancelled = true;
    };
    // `load` is a module-level function per call site; `id` captures what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return state.id === id ? state.value : { status: 'loading' };
}

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return i18n.locale === 'fr' ? 'fr' : 'en';
}
