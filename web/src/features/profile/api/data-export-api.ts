import { dataExportFileName, type DataExport, type TeamMember, type WithId } from '@tasklane/domain';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { call } from '../../../lib/callable';
import { useLiveQuery } from '../../../lib/data/live';
import { webRefs } from '../../../lib/data/refs';
import { fetchDataExport, saveBlob } from '../../../lib/files';

/** The person's latest exports (personal and of teams they own), newest first; bounded. */
export function myExportsQuery(db: Firestore, uid: string) {
  return query(webRefs.dataExports(db), where('requestedBy', '==', uid), orderBy('createdAtMs', 'desc'), limit(10));
}

export function useMyExports(uid: string) {
  const db = useFirestore();
  return useLiveQuery<DataExport, WithId<DataExport>>(`dataExports/${uid}`, myExportsQuery(db, uid), (d) => ({
    ...d.data(),
    id: d.id,
  }));
}

export const requestDataExport = (teamId?: string) => call('requestDataExport', teamId ? { teamId } : {});

/** Fetches the archive with the person's token and saves it (tasklane-data-YYYY-MM-DD.zip). */
export async function downloadDataExport(exp: WithId<DataExport>): Promise<void> {
  saveBlob(await fetchDataExport(exp.id), dataExportFileName(exp.scope, exp.readyAtMs ?? exp.createdAtMs));
}

/** The teams the person belongs to (as the space switcher lists them); the screen keeps those they own. */
export function useMyTeamRoles(uid: string) {
  const db = useFirestore();
  return useLiveQuery<TeamMember, { teamId: string; teamName: string; role: TeamMember['role'] }>(
    `export-teams/${uid}`,
    query(webRefs.memberships(db), where('uid', '==', uid), limit(50)),
    (d) => ({ teamId: d.ref.parent.parent?.id ?? '', teamName: d.data().teamName, role: d.data().role }),
  );
}
