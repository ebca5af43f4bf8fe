import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLogo } from '@tasklane/domain';
import { useEffect, useState } from 'react';
import { fetchBrandLogo } from '../../lib/files';

/**
 * An account's brand logo, fetched with the viewer's token (files never have a public link) and
 * shown from a blob URL; the customer's /brand page and the reviewer's kit panel both use it.
 */
export function BrandLogoImage({ accountId, logo }: { accountId: string; logo: BrandLogo }) {
  const { t } = useLingui();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string }>({
    status: 'loading',
  });
  useEffect(() => {
    if (!logo.id) {
      setState({ status: 'error' });
      return;
    }
    let url: string | null = null;
    let live = true;
    setState({ status: 'loading' });
    fetchBrandLogo(accountId, logo.id).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ status: 'ready', url });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [accountId, logo.id]);
  if (state.status === 'loading') {
    return (
      <p className="help" aria-busy="true">
        <Trans>Loading the logo…</Trans>
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <p className="help is-danger" data-testid="brand-logo-error">
        <Trans>The logo could not be loaded.</Trans>
      </p>
    );
  }
  return (
    <img
      src={state.url}
      alt={t`Logo: ${logo.name}`}
      style={{ maxHeight: 96, maxWidth: '100%' }}
      data-testid="brand-logo-image"
    />
  );
}
