// @ts-check
// Reads the JSON reports of Vitest and Playwright and names the tests that failed, with the first
// line of their error, so that a run's summary (often all a CI log shows) says what to look at.
import { existsSync, readFileSync } from 'node:fs';

const firstLine = (/** @type {string | undefined} */ s) =>
  (s ?? '')
    // eslint-disable-next-line no-control-regex -- strips the ANSI colours runners put in messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? '';

/**
 * @param {string} file a Vitest (--reporter=json) or Playwright (json reporter) report
 * @returns {string[]} "file › test: error" for each failed test; a line saying so if the report is missing
 */
export function failuresIn(file) {
  if (!existsSync(file)) return ['(no report: the runner stopped before writing one)'];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const out = [];
  if (Array.isArray(report.testResults)) {
    // Vitest
    for (const f of report.testResults) {
      const name = String(f.name ?? '').replace(/^.*?\/tests\//, 'tests/');
      const failed = (f.assertionResults ?? []).filter((/** @type {{status: string}} */ a) => a.status === 'failed');
      for (const a of failed) out.push(`${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (failed.length === 0 && f.status === 'failed') out.push(`${name}: ${firstLine(f.message)}`);
    }
    return out;
  }
  // Playwright: suites nest; a spec's test failed when its last result is not passed or skipped.
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.[t.results.length - 1];
        if (
          t.status === 'unexpected' ||
          (t.status !== 'flaky' && t.status !== 'expected' && t.status !== 'skipped' && last)
        ) {
          out.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last?.error?.message)}`);
        }
      }
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites ?? []) walk(s);
  for (const e of report.errors ?? []) out.push(`error: ${firstLine(e.message)}`);
  return out;
}

/**
 * @param {string} file a Playwright (json reporter) report
 * @returns {string[]} "[project] file:line › test" for each test that passed only on a retry
 */
export function retriedIn(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const out = [];
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? [])
        if (t.status === 'flaky') out.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const s of suite.suites ?? []) walk(s);
  };
  for (const s of report.suites ?? []) walk(s);
  return out;
}

/**
 * Each test file's time, longest first: a Vitest file's environment, imports, hooks and tests
 * (from file-times-reporter.mjs; without it, its tests alone), a Playwright file as the sum of
 * its tests' runs (its tests may run on several workers at once).
 * @param {string} file a Vitest (--reporter=json) or Playwright (json reporter) report
 * @returns {{ file: string, secs: number }[]}
 */
export function fileTimesIn(file) {
  // Vitest stages also write each file's whole cost beside the report (file-times-reporter.mjs).
  const whole = file.replace(/\.json$/, '.times.json');
  if (existsSync(whole)) {
    return Object.entries(JSON.parse(readFileSync(whole, 'utf8')))
      .map(([name, secs]) => ({ file: name, secs: Number(secs) }))
      .sort((a, b) => b.secs - a.secs);
  }
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Map<string, number>} */
  const times = new Map();
  if (Array.isArray(report.testResults)) {
    for (const f of report.testResults) {
      const name = String(f.name ?? '').replace(/^.*?\/tests\//, 'tests/');
      times.set(name, (times.get(name) ?? 0) + Math.max(0, (f.endTime ?? 0) - (f.startTime ?? 0)) / 1000);
    }
  } else {
    /** @param {any} suite */
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        const name = `tests/e2e/${spec.file}`;
        for (const t of spec.tests ?? [])
          for (const r of t.results ?? []) times.set(name, (times.get(name) ?? 0) + (r.duration ?? 0) / 1000);
      }
      for (const s of suite.suites ?? []) walk(s);
    };
    for (const s of report.suites ?? []) walk(s);
  }
  return [...times].map(([name, secs]) => ({ file: name, secs })).sort((a, b) => b.secs - a.secs);
}
