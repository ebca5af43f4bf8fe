// @ts-check
// A Vitest reporter that writes each test file's whole cost, in seconds, to the JSON file named by
// TASKLANE_FILE_TIMES: its environment, its imports (often most of it), its hooks and its tests.
// The JSON reporter's start and end times cover the tests alone.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  /** @type {Record<string, number>} */
  times = {};

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.times[path.relative(process.cwd(), testModule.moduleId)] = ms / 1000;
  }

  onTestRunEnd() {
    const out = process.env.TASKLANE_FILE_TIMES;
    if (out) writeFileSync(out, JSON.stringify(this.times));
  }
}
