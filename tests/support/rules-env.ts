// A rules-test environment per test file, on its own project id, so files never share data.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, randomId } from './emulators';

const rulesPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../firestore.rules');

export async function rulesEnv(name: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: `demo-rules-${name}-${randomId('p').toLowerCase()}`.slice(0, 60),
    firestore: { host: HOST, port: PORTS.firestore, rules: readFileSync(rulesPath, 'utf8') },
  });
}

export const ADMIN = { uid: 'admin-user', token: { admin: true } };
export const OWNER = { uid: 'owner-user' };
export const OTHER = { uid: 'other-user' };
