import type { Bilingual } from './rules.js';

/** One file of the archive as the README describes it. */
export interface ReadmeFile {
  name: string;
  about: Bilingual;
  records: number;
  omitted: readonly string[];
}

/** What the README says of the archive: its files, and what was left out and why. */
export interface ReadmeInput {
  scope: 'personal' | 'team';
  teamName: string | null;
  generatedAt: string;
  files: ReadmeFile[];
  skipped: Bilingual[];
  fileCount: number;
}

const ALWAYS_LEFT_OUT: Bilingual = {
  en: 'Staff notes (the AI draft and the review notes on a task, and the notes staff add to its history) and internal scores (queue order, risk and lateness flags, the brief check’s scores, who reviewed the work) are left out, as the law allows. Key hashes, secrets and tokens are never exported.',
  fr: 'Les notes du personnel (l’ébauche IA et les notes de révision d’une tâche, et les notes que le personnel ajoute à son historique) et les indicateurs internes (ordre dans la file, indicateurs de risque et de retard, notes de la vérification des consignes, qui a révisé le travail) sont exclus, comme la loi le permet. Les empreintes de clés, secrets et jetons ne sont jamais exportés.',
};

function section(l: 'en' | 'fr', input: ReadmeInput): string {
  const fr = l === 'fr';
  const title = fr
    ? input.scope === 'team'
      ? `# Données de l’équipe ${input.teamName ?? ''} — Tasklane`
      : '# Vos données — Tasklane'
    : input.scope === 'team'
      ? `# Team data: ${input.teamName ?? ''} — Tasklane`
      : '# Your data — Tasklane';
  const intro = fr
    ? `Archive produite le ${input.generatedAt} (UTC). Chaque fichier JSON contient un objet { "kind", "version", "records" } : records est la liste des enregistrements, chacun avec son "id". Les dates sont en ISO 8601 (UTC). Les fichiers CSV reprennent les tableaux (en-têtes dans votre langue, encodés en UTF-8 avec marque d’ordre d’octets). Le format est décrit dans docs/features/data-export.md.`
    : `Archive made on ${input.generatedAt} (UTC). Each JSON file holds one object { "kind", "version", "records" }: records lists the records, each with its "id". Dates are ISO 8601 (UTC). CSV files repeat the tables (headers in your language, UTF-8 with a byte-order mark). The format is described in docs/features/data-export.md.`;
  const rows = input.files.map(
    (f) => `| ${f.name} | ${f.about[l]} | ${f.records} | ${f.omitted.length ? f.omitted.join(', ') : '—'} |`,
  );
  const head = fr
    ? '| Fichier | Contenu | Enregistrements | Champs exclus |\n|---|---|---|---|'
    : '| File | What it holds | Records | Fields left out |\n|---|---|---|---|';
  const files = fr
    ? `files/ : les ${input.fileCount} fichiers que vous avez téléversés ou reçus (files/tasks/{tâche}/attachments|deliverables/, files/brand-kit/). receipts/ : chaque reçu en PDF.`
    : `files/: the ${input.fileCount} files you uploaded or received (files/tasks/{task}/attachments|deliverables/, files/brand-kit/). receipts/: each receipt as a PDF.`;
  const skipped = input.skipped.length
    ? (fr ? 'Aussi exclus : ' : 'Also left out: ') + input.skipped.map((s) => s[l]).join('; ') + '.'
    : '';
  return [title, '', intro, '', head, ...rows, '', files, '', ALWAYS_LEFT_OUT[l], '', skipped, ''].join('\n');
}

/** The archive's README.md: English, then French. */
export const readme = (input: ReadmeInput) => `${section('en', input)}\n---\n\n${section('fr', input)}`;
