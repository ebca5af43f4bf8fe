import type { CallableInput } from '@tasklane/domain';
import { limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';

/** At most this many keys are listed (the server keeps at most 20 working ones per account). */
const KEYS_SHOWN = 50;

/**
 * The account's API keys, newest first, live (rules: a person's own account's; a team's owners read
 * all the team's, a member the ones they made, so `mine` filters on the maker).
 */
export function useApiKeys(accountId: string, mine: string | null) {
  const db = useFirestore();
  const scope = mine
    ? [where('accountId', '==', accountId), where('createdBy', '==', mine)]
    : [where('accountId', '==', accountId)];
  return useLiveQuery(
    `api-keys/${accountId}/${mine ?? 'all'}`,
    query(webRefs.apiKeys(db), ...scope, orderBy('createdAt', 'desc'), limit(KEYS_SHOWN)),
    (d) => ({ ...d.data(), id: d.id }),
  );
}

/** The caller's role in the space's team ('owner' for a personal space): a member sees only the keys they made. */
export function useKeyRole(teamId: string | null, uid: string) {
  const db = useFirestore();
  const member = useLiveDoc(
    teamId ? `developers-role/${teamId}/${uid}` : '',
    webRefs.teamMember(db, teamId ?? '_', uid),
  );
  if (!teamId) return 'owner';
  return member.status === 'loading' ? null : (member.data?.role ?? 'none');
}

export const createApiKey = (input: CallableInput<'createApiKey'>) => call('createApiKey', input);
export const revokeApiKey = (keyId: string) => call('revokeApiKey', { keyId });

/** One endpoint as the OpenAPI document lists it. */
export interface ListedEndpoint {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  scope: string;
}

type Doc = { paths?: Record<string, Record<string, { operationId?: string; summary?: string; 'x-scope'?: string }>> };

/** The API's endpoints, read from /api/v1/openapi.json (the document is generated on the server; nothing is converted here). */
export function useApiEndpoints() {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error' } | { status: 'success'; data: ListedEndpoint[] }
  >({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch('/api/v1/openapi.json', { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`openapi.json: ${res.status}`);
        const doc = (await res.json()) as Doc;
        const data = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
          Object.entries(ops).map(([method, op]) => ({
            method: method.toUpperCase(),
            path,
            operationId: op.operationId ?? '',
            summary: op.summary ?? '',
            scope: op['x-scope'] ?? 'read',
          })),
        );
        if (live) setState({ status: 'success', data });
      })
      .catch((err: unknown) => {
        console.error('Could not load the API description', err);
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
