// The screens customers open most (dashboard, task page, task form) and what surrounds every
// signed-in screen (header widgets, queue watcher) run no zod before they show their data: zod and
// the domain schemas are about a third of what their first load would otherwise download. The
// build keeps modules that reach zod in chunks of their own (web/chunk-groups.ts), so this holds
// as long as none of these modules imports, directly or through others, a schema or zod itself.
// Forms that need a schema load it lazily (the task form's resolver, the task page's actions).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zodReach } from '../../web/chunk-groups';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');
const reachesZod = zodReach(web);
const at = (f: string) => path.join(web, 'src', f);

describe('signed-in first load without zod', () => {
  it.each([
    'features/tasks/pages/dashboard-page.tsx',
    'features/tasks/pages/task-detail-page.tsx',
    'features/tasks/pages/task-new-page.tsx',
    'app/shell/signed-in-widgets.tsx',
    'features/tasks/components/queue-watcher.tsx',
    'lib/data-providers.tsx',
  ])('%s reaches no zod', (file) => {
    expect(reachesZod(at(file))).toBe(false);
  });

  it('sees zod where it is: the lazily loaded form rules, the task actions, a settings parse', () => {
    expect(reachesZod(at('features/tasks/components/task-input-resolver.ts'))).toBe(true);
    expect(reachesZod(at('features/tasks/components/task-actions.tsx'))).toBe(true);
    expect(reachesZod(path.join(web, '../domain/src/settings/schema.ts'))).toBe(true);
  });
});
