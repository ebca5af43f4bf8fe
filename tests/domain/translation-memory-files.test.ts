// The memory's exchange files: TMX 1.4b in and out (an export read back, and read by another
// parser: Debian's translate-toolkit, python3-translate), CSV with a byte-order mark.
import { memoryCsv, parseMemoryCsv } from '@tasklane/domain';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTmx, parseTmx } from '../../functions/src/lib/translation-memory/tmx';

const NB = '\u00a0';
const PAIRS = [
  { id: 'p1', en: 'Our patio is heated all winter.', fr: 'Notre terrasse est chauffée tout l’hiver.' },
  {
    id: 'p2',
    en: 'Dr. Roy says: "It is the warmest patio in town" & more <3.',
    fr: `La Dre Roy affirme${NB}: «${NB}C’est la terrasse la plus chaude en ville${NB}» & plus <3.`,
  },
];

describe('TMX 1.4b', () => {
  it('reads back what it exports, quotes, ampersands, angle brackets and no-break spaces included', () => {
    const { pairs, errors } = parseTmx(buildTmx(PAIRS, Date.UTC(2026, 10, 28)));
    expect(errors).toEqual([]);
    expect(pairs.map(({ en, fr }) => ({ en, fr }))).toEqual(PAIRS.map(({ en, fr }) => ({ en, fr })));
  });

  it('an export is read by translate-toolkit', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tmx-'));
    const file = path.join(dir, 'memory.tmx');
    writeFileSync(file, buildTmx(PAIRS));
    const script = [
      'import sys, json',
      'from translate.storage import tmx',
      'store = tmx.tmxfile.parsefile(sys.argv[1])',
      'print(json.dumps([[u.source, u.target] for u in store.units]))',
    ].join('\n');
    // Debian's python3, where python3-translate installs (a pyenv shim may come first on PATH).
    const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
    const r = spawnSync(python, ['-c', script, file], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual(PAIRS.map((p) => [p.en, p.fr]));
  });

  it('takes another tool’s file: regional language codes, inline codes dropped, entities decoded', () => {
    const other = `<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header srclang="EN-US" datatype="xml" segtype="sentence" adminlang="en" creationtool="x" creationtoolversion="1" o-tmf="x"/>
<body>
  <tu><tuv xml:lang="EN-US"><seg>Book <bpt i="1">&lt;b&gt;</bpt>now<ept i="1">&lt;/b&gt;</ept> &amp; save.</seg></tuv>
      <tuv xml:lang="fr-CA"><seg>Réservez <bpt i="1">&lt;b&gt;</bpt>maintenant<ept i="1">&lt;/b&gt;</ept> et économisez.</seg></tuv></tu>
</body></tmx>`;
    expect(parseTmx(other)).toEqual({
      pairs: [{ en: 'Book now & save.', fr: 'Réservez maintenant et économisez.', line: 4 }],
      errors: [],
    });
  });

  it('refuses a malformed file with the line of the fault, and a unit missing a language with its line', () => {
    const broken =
      '<?xml version="1.0"?>\n<tmx version="1.4">\n<body>\n<tu><tuv xml:lang="en"><seg>Hi</seg></tuv>\n</body>\n</tmx>\n';
    const out = parseTmx(broken);
    expect(out.pairs).toEqual([]);
    expect(out.errors[0]).toMatchObject({ code: 'tmx_malformed', line: 5 });
    const oneSided = buildTmx(PAIRS).replace('<tuv xml:lang="fr-CA"><seg>Notre', '<tuv xml:lang="de"><seg>Notre');
    expect(parseTmx(oneSided).errors).toEqual([{ line: 6, code: 'tmx_missing_language' }]);
  });
});

describe('CSV', () => {
  it('exports with a byte-order mark and reads it back', () => {
    const csv = memoryCsv(PAIRS);
    expect(csv.startsWith('\uFEFFen,fr\r\n')).toBe(true);
    expect(parseMemoryCsv(csv)).toEqual({
      pairs: PAIRS.map(({ en, fr }, k) => ({ en, fr, line: k + 2 })),
      errors: [],
    });
  });
  it('reports every bad line and imports nothing', () => {
    const out = parseMemoryCsv('en;fr\nHello;Bonjour\nOnly one cell\n;Vide\n');
    expect(out).toEqual({
      pairs: [],
      errors: [
        { line: 3, code: 'csv_wrong_columns' },
        { line: 4, code: 'segment_empty' },
      ],
    });
  });
});
