import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const offset = Number.parseInt(process.env.TASKLANE_PORT_OFFSET ?? '0', 10) || 0;
const baseURL = process.env.TASKLANE_HOSTING_ORIGIN ?? `http://127.0.0.1:${5050 + offset}`;

// Debian's Chromium, never a downloaded browser: its headless shell where installed (Debian's
// chromium-headless-shell, the same engine without the browser's UI layers, which .ci/run installs),
// otherwise the browser. The resolver rule keeps it off the network.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
};

const GLOBAL_SETTINGS_SPECS = /admin-settings\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Tests, not files, are dealt to the workers: a long file no longer leaves the other worker idle.
  fullyParallel: true,
  workers: 2,
  // No retry: a journey that passes only on a second try is a flake to fix. TASKLANE_RETRIES=1
  // allows one while hunting a flake; the runner's summary then names each test that needed it.
  retries: Number(process.env.TASKLANE_RETRIES ?? 0),
  reporter: [['list']],
  // Recording a trace costs every test CPU (screenshots, DOM snapshots) on a 2-core machine, so
  // CI records none; locally every test records and a failing one keeps its trace.
  use: { baseURL, launchOptions, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: GLOBAL_SETTINGS_SPECS },
    // The desktop runs every journey, in English. The phone runs the few tagged @phone (the menu,
    // the sticky bar, touch targets); every screen's layout at 390 px, in French, whose longer
    // words are the harder case, is the French scan's (french-scan.spec.ts).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
      testIgnore: GLOBAL_SETTINGS_SPECS,
    },
    // Specs that change the global settings (prices) run after every other test, never beside one that reads them.
    {
      name: 'global-settings',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testMatch: GLOBAL_SETTINGS_SPECS,
      dependencies: ['desktop', 'phone'],
    },
  ],
});
