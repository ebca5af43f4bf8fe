// @ts-check
// npm run bench -- <name> [args…]: runs bench/<name>.ts or bench/<name>.mjs under Node 24.
// Without a name it lists the benchmarks. Each prints its own figures; none is a pass/fail test.
import { ensureNode24 } from './bootstrap.mjs';
await ensureNode24();

const { spawnSync } = await import('node:child_process');
const { existsSync, readdirSync, readFileSync } = await import('node:fs');
const path = await import('node:path');
const { ROOT } = await import('./support/emulators.mjs');

const dir = path.join(ROOT, 'bench');
const benches = readdirSync(dir)
  .filter((f) => /\.(ts|mjs)$/.test(f))
  .sort();
const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.log('Benchmarks (npm run bench -- <name> [args…]):');
  for (const f of benches) {
    // The first comment line says what the benchmark measures.
    const first =
      readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .find((l) => l.startsWith('//')) ?? '';
    console.log(`  ${f.replace(/\.(ts|mjs)$/, '').padEnd(18)} ${first.replace(/^\/\/\s*/, '')}`);
  }
  process.exit(0);
}
const file = benches.find((f) => f.replace(/\.(ts|mjs)$/, '') === name);
if (!file || !existsSync(path.join(dir, file))) {
  console.error(`tasklane: no benchmark '${name}' in bench/ (npm run bench lists them).`);
  process.exit(2);
}
const cmd = file.endsWith('.ts') ? path.join(ROOT, 'node_modules', '.bin', 'tsx') : process.execPath;
const r = spawnSync(cmd, [path.join(dir, file), ...args], { cwd: ROOT, stdio: 'inherit' });
process.exit(r.status ?? 1);
