import { ConsentsList } from './consents-list';
import { useConsents } from '../api/consents-api';

/** Container: the signed-in person's consents, live. */
export function MyConsents({ uid }: { uid: string }) {
  const { status, data, error } = useConsents(uid);
  if (status === 'error') console.error('Consents fetch failed', error);
  return <ConsentsList status={status} consents={data ?? []} />;
}
