import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules the Firebase packages import that Tasklane never runs, swapped for stand-ins that throw
 * if ever called, in the importing package only:
 *
 * - reactfire's one module imports every SDK it wraps, and each SDK registers itself as it loads
 *   (a side effect the bundler must keep), so the Realtime Database, Remote Config and Storage
 *   SDKs rode along with Firestore on every signed-in first load, and the Functions SDK, which
 *   lib/callable.ts loads on the first call, came early.
 * - Firestore imports re2js (about 40 kB gzipped) only to evaluate the regular expressions and
 *   LIKE patterns of Pipeline queries locally; it catches a failure there and answers an error
 *   value. Tasklane runs no Pipeline query.
 *
 * - zod's classic schemas import its JSON Schema conversion (about 8 kB gzipped) to offer
 *   `toJSONSchema()`, the Standard Schema `jsonSchema` methods and the `minLength`-style getters;
 *   the browser only parses. Its stand-in exports every name of the real module, read at build
 *   time, each throwing when called.
 *
 * Each other stand-in exports exactly the names its importer uses: an upgrade that imports another
 * name fails the build ("missing export"), not the app.
 */
const UNUSED: { importer: RegExp; modules: Record<string, Record<string, 'function' | 'compile'>> }[] = [
  {
    importer: /[\\/]reactfire[\\/]dist[\\/]/,
    modules: {
      'firebase/database': {
        get: 'function',
        off: 'function',
        onChildAdded: 'function',
        onChildChanged: 'function',
        onChildMoved: 'function',
        onChildRemoved: 'function',
        onValue: 'function',
      },
      'firebase/remote-config': {
        ensureInitialized: 'function',
        getAll: 'function',
        getBoolean: 'function',
        getNumber: 'function',
        getString: 'function',
        getValue: 'function',
      },
      'firebase/storage': { getDownloadURL: 'function', ref: 'function' },
      'firebase/functions': { httpsCallable: 'function' },
    },
  },
  { importer: /[\\/]@firebase[\\/]firestore[\\/]dist[\\/]/, modules: { re2js: { RE2JS: 'compile' } } },
];
/** zod modules replaced for its classic schemas module, which calls them only when converting to JSON Schema. */
const ZOD_CLASSIC = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const ZOD_JSON_SCHEMA = ['../core/json-schema-processors.js', '../core/to-json-schema.js'];
const ZOD_PREFIX = '\0zod-json-schema-unused:';
const PREFIX = '\0firebase-unused:';

export function firebaseUnusedModules(): Plugin {
  return {
    name: 'tasklane-firebase-unused-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (ZOD_CLASSIC.test(importer) && ZOD_JSON_SCHEMA.includes(source))
        return ZOD_PREFIX + path.resolve(path.dirname(importer), source);
      const rule = UNUSED.find((r) => r.importer.test(importer) && source in r.modules);
      return rule ? `${PREFIX}${UNUSED.indexOf(rule)}:${source}` : null;
    },
    load(id) {
      if (id.startsWith(ZOD_PREFIX)) {
        const real = id.slice(ZOD_PREFIX.length);
        const names = [
          ...readFileSync(real, 'utf8').matchAll(/^export (?:const|function|class|let) ([A-Za-z_$][\w$]*)/gm),
        ].map((m) => m[1]);
        if (names.length === 0)
          throw new Error(`firebase-unused-modules: found no exports in ${real}; zod changed, review the stand-in`);
        // The JSON Schema method factories are called as schemas are read (Standard Schema's getter): they must return a function.
        const fail = `() => { throw new Error('zod JSON Schema conversion is not bundled for the browser'); }`;
        return names
          .map((n) => (n?.startsWith('create') ? `export const ${n} = () => ${fail};` : `export const ${n} = ${fail};`))
          .join('\n');
      }
      if (!id.startsWith(PREFIX)) return null;
      const [index, source] = [
        Number(id.slice(PREFIX.length).split(':')[0]),
        id.slice(PREFIX.length).split(':').slice(1).join(':'),
      ];
      const names = UNUSED[index]?.modules[source] ?? {};
      const fail = `() => { throw new Error(${JSON.stringify(`${source} is not bundled: Tasklane does not use it`)}); }`;
      return Object.entries(names)
        .map(([name, kind]) =>
          kind === 'compile' ? `export const ${name} = { compile: ${fail} };` : `export const ${name} = ${fail};`,
        )
        .join('\n');
    },
  };
}
