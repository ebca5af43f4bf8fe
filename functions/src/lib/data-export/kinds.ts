import type { DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { PERSONAL_DATA, type Person, type PersonalCollection } from '../personal-data.js';
import { col } from '../collections.js';
import { objectPath } from '../storage.js';
import { EXPORT_RULES, isSkip, type Bilingual, type ExportRule } from './rules.js';

/** One kind of record the archive holds, with where to read it for this export. */
export interface PlannedKind {
  key: PersonalCollection | 'team' | 'members';
  rule: ExportRule;
  sources: (DocumentReference | Query)[];
}

export type ExportScope = { kind: 'personal'; person: Person } | { kind: 'team'; teamId: string };

/** An entry without a rule: `<entry>.json`, what its `find` returns (secret fields left out). */
const generic = (key: string): ExportRule => ({
  file: key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  about: { en: `Your records in ${key}.`, fr: `Vos enregistrements dans ${key}.` },
});

const teamKinds = (teamId: string): PlannedKind[] => [
  {
    key: 'team',
    rule: { file: 'team', about: { en: 'The team: name, status, rules.', fr: 'L’équipe : nom, statut, règles.' } },
    sources: [col.team(teamId)],
  },
  {
    key: 'members',
    rule: {
      file: 'members',
      about: { en: 'Its members and their roles.', fr: 'Ses membres et leurs rôles.' },
      csv: [
        ['name', 'Name', 'Nom'],
        ['email', 'E-mail', 'Courriel'],
        ['role', 'Role', 'Rôle'],
        ['joinedAt', 'Joined', 'Membre depuis'],
      ],
    },
    sources: [col.teamMembers(teamId)],
  },
];

/**
 * THE walk of PERSONAL_DATA for an export: every entry is either exported (by its rule, or
 * generically) or skipped with its reason; a team's export takes the entries whose rule reads a
 * team's records. What was skipped goes into the README.
 */
export function planKinds(scope: ExportScope): { kinds: PlannedKind[]; skipped: Bilingual[] } {
  const kinds: PlannedKind[] = scope.kind === 'team' ? teamKinds(scope.teamId) : [];
  const skipped: Bilingual[] = [];
  for (const key of Object.keys(PERSONAL_DATA) as PersonalCollection[]) {
    const rule = EXPORT_RULES[key] ?? generic(key);
    if (isSkip(rule)) {
      skipped.push(rule.skip);
      continue;
    }
    if (scope.kind === 'personal') kinds.push({ key, rule, sources: PERSONAL_DATA[key].find(scope.person) });
    else if (rule.team) kinds.push({ key, rule, sources: rule.team(scope.teamId) });
  }
  return { kinds, skipped };
}

/** A stored file the archive copies from the bucket. */
export interface FileToCopy {
  objectPath: string;
  /** Its path in the zip. */
  entry: string;
}

/** The files a task's record lists (attachments and deliverables still held), under files/tasks/{id}/. */
export function taskFiles(doc: DocumentSnapshot, safeName: (n: string) => string): FileToCopy[] {
  const out: FileToCopy[] = [];
  for (const purpose of ['attachment', 'deliverable'] as const) {
    const list = (doc.get(`${purpose}s`) as { id?: string; name?: string; purgedAt?: unknown }[] | undefined) ?? [];
    for (const f of list) {
      if (!f.id || f.purgedAt) continue;
      out.push({
        objectPath: objectPath(doc.id, purpose, f.id),
        entry: `files/tasks/${doc.id}/${purpose}s/${f.id}-${safeName(f.name ?? 'file')}`,
      });
    }
  }
  return out;
}
