// @ts-check
// MailDev catches every e-mail locally (SMTP in, web UI and REST API out).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { LaunchError, ROOT, STATE_DIR, assertPortsFree } from './emulators.mjs';
import { HOST, ports } from './ports.mjs';
import { killGroup } from './process.mjs';

export async function startMaildev({ quiet = true } = {}) {
  await assertPortsFree(['maildevSmtp', 'maildevWeb']);
  const dir = path.join(STATE_DIR, 'maildev');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'maildev'),
    [
      '-s',
      String(ports.maildevSmtp),
      '-w',
      String(ports.maildevWeb),
      '--ip',
      HOST,
      '--web-ip',
      HOST,
      '--mail-directory',
      dir,
    ],
    { cwd: ROOT, detached: true, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'pipe'] },
  );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new LaunchError(`MailDev exited (code ${child.exitCode}) before it was ready.`);
    try {
      const res = await fetch(`http://${HOST}:${ports.maildevWeb}/api/email`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > 30_000) throw new LaunchError('MailDev did not start within 30s.');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: async () => {
      killGroup(child, 'SIGTERM');
    },
    /** Deletes every caught mail: the tests' helpers list the whole inbox on each poll. */
    clear: async () => {
      const res = await fetch(`http://${HOST}:${ports.maildevWeb}/api/email/all`, { method: 'DELETE' });
      if (!res.ok) throw new Error(`clearing MailDev: it answered ${res.status}`);
    },
  };
}
