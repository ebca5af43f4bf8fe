// Keeps the README a door and docs/ a guide for the next person who changes the code.
// Fails (exit 1) when:
// - README.md is over 150 lines, or any docs/**/*.md over 300;
// - README.md or a docs file holds
//   - a commit hash: a word of 7 to 40 lowercase hex characters with at least one digit and one
//     letter a-f, not preceded by '#' (so colours such as #ff6685 and plain numbers pass);
//   - a dated run: a YYYY-MM-DD date with "run", "runs", "ran" or "measured" within 30 characters
//     before or after it on the same line;
//   - the first person: "I" as a word followed by a space, "I'm", "I've", or "my" as a word.
// History belongs in git and measurements in bench/*.md, with the command that produced them.
// Usage: node scripts/lint/docs-check.mjs [files…] (default: README.md and docs/**/*.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const README_MAX = 150;
const DOC_MAX = 300;

function markdownUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return markdownUnder(full);
    return e.name.endsWith('.md') ? [full] : [];
  });
}

const HASH = /(?<![#\w-])[0-9a-f]{7,40}(?![\w-])/g;
const DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const RUN_WORD = /\b(run|runs|ran|measured)\b/i;
const FIRST_PERSON = [/(?<![\w'’/.-])I(?= |['’]m\b|['’]ve\b)/g, /(?<![\w'’-])my(?![\w'’-])/gi];

/** @returns {{ line: number, col: number, what: string }[]} */
export function problemsIn(text, maxLines) {
  const problems = [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length > maxLines) {
    problems.push({ line: lines.length, col: 1, what: `${lines.length} lines, over the ${maxLines}-line budget` });
  }
  lines.forEach((line, i) => {
    for (const m of line.matchAll(HASH)) {
      if (/\d/.test(m[0]) && /[a-f]/.test(m[0])) {
        problems.push({ line: i + 1, col: m.index + 1, what: `looks like a commit hash: "${m[0]}"` });
      }
    }
    for (const m of line.matchAll(DATE)) {
      const around = line.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
      if (RUN_WORD.test(around)) {
        problems.push({ line: i + 1, col: m.index + 1, what: `a dated run: "${around.trim()}"` });
      }
    }
    for (const re of FIRST_PERSON) {
      for (const m of line.matchAll(re)) {
        const context = line.slice(Math.max(0, m.index - 20), m.index + 20).trim();
        problems.push({ line: i + 1, col: m.index + 1, what: `first person: "${context}"` });
      }
    }
  });
  return problems;
}

const args = process.argv.slice(2);
const files = args.length
  ? args.map((f) => path.resolve(f))
  : [path.join(root, 'README.md'), ...markdownUnder(path.join(root, 'docs'))];

let count = 0;
for (const file of files) {
  const rel = path.relative(root, file);
  const max = rel === 'README.md' ? README_MAX : DOC_MAX;
  for (const p of problemsIn(readFileSync(file, 'utf8'), max)) {
    console.error(`${rel}:${p.line}:${p.col}: ${p.what}`);
    count++;
  }
}
if (count) {
  console.error(
    `docs-check: ${count} problem(s). README ≤ ${README_MAX} lines, docs ≤ ${DOC_MAX}; ` +
      'no commit hashes, dated runs or first person (history is in git, figures in bench/*.md).',
  );
  process.exit(1);
}
