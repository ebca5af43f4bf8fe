// Where a maintenance script works: `--project <id>` names a real project (application default
// credentials); without it, the local emulators (npm start's ports). Called before importing code
// that starts the Admin SDK, which reads these variables when it starts.
import { emulatorEnv } from './ports.mjs';

export function scriptTarget(args: readonly string[] = process.argv.slice(2)): string | undefined {
  const i = args.indexOf('--project');
  const project = i >= 0 ? args[i + 1] : undefined;
  if (project) process.env.GCLOUD_PROJECT = project;
  else for (const [k, v] of Object.entries(emulatorEnv())) process.env[k] ??= v;
  return project;
}
