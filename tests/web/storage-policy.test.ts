// The cookie policy lists exactly what the app and the Firebase SDK store in the browser
// (DECISIONS, "Privacy and language law"). This reads the source: every key the app stores is a
// STORAGE_KEYS name, and those names, the Firebase Auth session and the databases the SDK opens are
// the policy's list in both languages, no more and no less. The e2e journey no-tracking.spec.ts
// checks what a signed-in browser really holds against the same list.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_KEYS } from '@tasklane/domain';
import { describe, expect, it } from 'vitest';
import { policyEntries } from '../e2e/storage-policy';

const WEB_SRC = new URL('../../web/src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}
const files = sources(WEB_SRC).map((path) => ({ path: path.slice(WEB_SRC.length), text: readFileSync(path, 'utf8') }));

/** The app's own names, as the policy writes them: a prefix ends in "…". */
const appNames = Object.values(STORAGE_KEYS).map((k) => (k.endsWith('_') ? `${k}…` : k));
/** What the Firebase SDK stores, as configured in lib/firebase-auth.ts and lib/firebase-data.ts. */
const FIREBASE_NAMES = ['firebase:authUser:…', 'firebaseLocalStorageDb', 'firebase-heartbeat-database'];

describe('the cookie policy lists every storage key and database', () => {
  it('the app writes browser storage only under STORAGE_KEYS names, and opens no database of its own', () => {
    const writes = files.flatMap(({ path, text }) =>
      [...text.matchAll(/(localStorage|sessionStorage)\.setItem\(\s*([^,]+),/g)]
        .filter((m) => !m[2]!.trim().startsWith('STORAGE_KEYS.') && !/^key$/.test(m[2]!.trim()))
        .map((m) => `${path}: ${m[0]}`),
    );
    expect(writes).toEqual([]);
    // The one indirect writer (features/auth/utils/auth-storage.ts) is handed STORAGE_KEYS names.
    const indirect = files.find((f) => f.path.endsWith('auth-storage.ts'))!.text;
    expect(indirect.match(/STORAGE_KEYS\.\w+/g)?.length).toBeGreaterThan(0);
    expect(files.filter((f) => /indexedDB\.open|document\.cookie\s*=/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('the Firebase SDK is set up as the policy says: Auth persists in IndexedDB or storage, Firestore in memory', () => {
    const auth = files.find((f) => f.path === 'lib/firebase-auth.ts')!.text;
    expect(auth).toContain('indexedDBLocalPersistence');
    const all = files.map((f) => f.text).join('\n');
    expect(all).not.toMatch(/persistentLocalCache|enableIndexedDbPersistence|enableMultiTabIndexedDbPersistence/);
    expect(all).not.toMatch(/firebase\/(analytics|messaging|performance|installations)/);
  });

  for (const lang of ['en', 'fr'] as const)
    it(`cookie-policy.${lang}.md lists exactly those names`, () => {
      expect([...policyEntries(lang)].sort()).toEqual([...appNames, ...FIREBASE_NAMES].sort());
    });
});
