import type { CallableInput, IncidentAddendum, PrivacyIncident, WithId } from '@tasklane/domain';
import { getDocs, limit, orderBy, query, type Firestore } from 'firebase/firestore';
import { useCallback } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { call } from '../../../lib/callable';
import { webRefs } from '../../../lib/data/refs';

export type IncidentRow = WithId<PrivacyIncident>;
export type AddendumRow = WithId<IncidentAddendum>;

/** The register shows (and exports) its newest entries, up to this many. */
export const INCIDENTS_SHOWN = 200;

export function incidentsQuery(db: Firestore) {
  return query(webRefs.privacyIncidents(db), orderBy('recordedAtMs', 'desc'), limit(INCIDENTS_SHOWN));
}

export function useIncidents() {
  const db = useFirestore();
  return useFirestoreCollectionData(incidentsQuery(db));
}

/** An entry's addenda, live, oldest first (an entry gathers a handful). */
export function useAddenda(incidentId: string) {
  const db = useFirestore();
  return useFirestoreCollectionData(query(webRefs.incidentAddenda(db, incidentId), orderBy('atMs', 'asc'), limit(200)));
}

/** Every listed entry's addenda, read once (for the CSV export). */
export function useReadAllAddenda(): (ids: string[]) => Promise<Map<string, IncidentAddendum[]>> {
  const db = useFirestore();
  return useCallback(
    async (ids) =>
      new Map(
        await Promise.all(
          ids.map(
            async (id) =>
              [
                id,
                (await getDocs(query(webRefs.incidentAddenda(db, id), limit(200)))).docs.map((d) => d.data()),
              ] as const,
          ),
        ),
      ),
    [db],
  );
}

export const recordIncident = (input: CallableInput<'recordPrivacyIncident'>) => call('recordPrivacyIncident', input);
export const amendIncident = (input: CallableInput<'amendPrivacyIncident'>) => call('amendPrivacyIncident', input);
