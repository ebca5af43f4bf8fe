import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';
import { adminOnlySourceFiles } from './i18n-catalogs.ts';

/**
 * Splits the signed-in app's compiled catalog in two at build time: about a third of its messages
 * are used only by the admin screens (adminOnlySourceFiles), and every customer screen downloaded
 * them. `src/locales/{en,fr}.po` imported as is compiles without them; imported as
 * `…/{en,fr}.po?lingui` it compiles to them alone (lib/i18n.ts loads that part with the admin
 * screens, through adminLazy). The .po files stay as they are: extraction, translation and the
 * lint check see one app catalog.
 *
 * It rewrites what the Lingui plugin compiled (`export const messages=JSON.parse("…")`), so it
 * runs after it; the messages' origins come from the catalog itself.
 */
export function adminCatalogSplit(configPath: string): Plugin {
  const webDir = path.dirname(configPath);
  let adminIds: Promise<Set<string>> | undefined;
  const loadAdminIds = async (): Promise<Set<string>> => {
    const config = getConfig({ configPath });
    const app = (await getCatalogs(config)).find(
      (c) => path.normalize(c.path) === path.join(webDir, 'src/locales/{locale}'),
    );
    if (!app) throw new Error('admin-catalog: no app catalog at src/locales/{locale} in lingui.config.ts');
    const adminFiles = adminOnlySourceFiles(webDir);
    const messages = (await app.read(config.sourceLocale ?? 'en')) ?? {};
    return new Set(
      Object.entries(messages)
        .filter(
          ([, m]) =>
            m.origin && m.origin.length > 0 && m.origin.every(([file]) => adminFiles.has(path.join(webDir, file))),
        )
        .map(([id]) => id),
    );
  };
  return {
    name: 'tasklane-admin-catalog',
    enforce: 'post',
    buildStart() {
      adminIds = undefined;
    },
    transform: {
      filter: { id: /[\\/]src[\\/]locales[\\/](en|fr)\.po(\?lingui)?$/ },
      async handler(code, id) {
        const adminPart = id.endsWith('?lingui');
        const match = /^(.*?export const messages\s*=\s*JSON\.parse\()("(?:[^"\\]|\\.)*")(\)\s*;?\s*)$/s.exec(code);
        if (!match)
          throw new Error(`admin-catalog: ${id} is not the compiled catalog it expects (Lingui changed its output?)`);
        const all = JSON.parse(runInNewContext(match[2]!) as string) as Record<string, unknown>;
        const ids = await (adminIds ??= loadAdminIds());
        const part = Object.fromEntries(Object.entries(all).filter(([key]) => ids.has(key) === adminPart));
        return { code: `${match[1]}${JSON.stringify(JSON.stringify(part))}${match[3]}`, map: null };
      },
    },
  };
}
