// The demo people (customer, admin, reviewer, teammate) and the demo customer's team.
import {
  CATEGORIES,
  COLLECTIONS,
  CURRENT_LEGAL_VERSIONS,
  LEGAL_DOCUMENTS,
  REVIEWER_PROFILES,
  consentId,
} from '@tasklane/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { adminSdk } from '../support/admin-sdk.ts';
import { HOUR, createIfAbsent } from './common.ts';

export const DEMO_USERS = {
  customer: {
    uid: 'demo-customer',
    email: 'customer@tasklane.test',
    password: 'Demo-Customer-2026!',
    name: 'Camille Tremblay',
    company: 'Café Rideau',
    locale: 'fr' as const,
    admin: false,
    province: 'QC' as const,
  },
  admin: {
    uid: 'demo-admin',
    email: 'admin@tasklane.test',
    password: 'Demo-Admin-2026!',
    name: 'Alex Martin',
    company: 'Tasklane',
    locale: 'en' as const,
    admin: true,
    province: 'ON' as const,
  },
};

export async function ensureUser(u: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) {
  const { auth, db } = adminSdk();
  try {
    await auth.getUser(u.uid);
  } catch {
    await auth.createUser({
      uid: u.uid,
      email: u.email,
      password: u.password,
      displayName: u.name,
      emailVerified: true,
    });
  }
  if (u.admin) await auth.setCustomUserClaims(u.uid, { admin: true });
  const now = Timestamp.now();
  await createIfAbsent(db.collection('profiles').doc(u.uid), {
    name: u.name,
    email: u.email,
    company: u.company,
    phone: '',
    locale: u.locale,
    role: u.admin ? 'admin' : 'customer',
    emailNotifications: true,
    province: u.province,
    createdAt: now,
    updatedAt: now,
  });
  await createIfAbsent(db.collection('wallets').doc(u.uid), {
    userId: u.uid,
    balance: u.admin ? 0 : 12,
    updatedAt: now,
  });
  await acceptCurrentTerms(u.uid, u.locale);
}

/** The demo people accepted the current terms and privacy policy (every order path checks). */
export async function acceptCurrentTerms(uid: string, language: 'en' | 'fr') {
  const { db } = adminSdk();
  for (const document of LEGAL_DOCUMENTS) {
    const version = CURRENT_LEGAL_VERSIONS[document];
    await createIfAbsent(db.collection(COLLECTIONS.consents).doc(consentId(uid, document, version)), {
      userId: uid,
      document,
      version,
      language,
      via: 'sign_up',
      acceptedAtMs: Date.now(),
    });
  }
}

/** A second demo person, for the demo team (kept out of DEMO_USERS, which the start banner prints). */
export const DEMO_TEAMMATE = {
  uid: 'demo-teammate',
  email: 'teammate@tasklane.test',
  password: 'Demo-Teammate-2026!',
  name: 'Léa Gagnon',
  company: 'Café Rideau',
  locale: 'fr' as const,
  admin: false,
  province: 'QC' as const,
};
export const DEMO_TEAM_ID = 'demo-team-cafe-rideau';

/** The demo customer's team of two: owner (the demo customer) and one member, with its own wallet. */
export async function seedTeam() {
  const { db } = adminSdk();
  await ensureUser(DEMO_TEAMMATE);
  const now = Timestamp.now();
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  const team = db.collection('teams').doc(DEMO_TEAM_ID);
  await createIfAbsent(team, {
    name: 'Café Rideau',
    legalName: 'Café Rideau inc.',
    province: 'QC',
    address: '240 rue Rideau, Gatineau QC J8X 1A1',
    status: 'active',
    createdBy: DEMO_USERS.customer.uid,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  });
  const member = (u: typeof DEMO_TEAMMATE | typeof DEMO_USERS.customer, role: 'owner' | 'member', joinedMs: number) =>
    createIfAbsent(team.collection('members').doc(u.uid), {
      uid: u.uid,
      teamName: 'Café Rideau',
      email: u.email,
      name: u.name,
      role,
      joinedAt: Timestamp.fromMillis(joinedMs),
      monthlyCapCredits: role === 'member' ? 10 : null,
      spentMonth: month,
      spentCredits: 0,
    });
  await member(DEMO_USERS.customer, 'owner', Date.now() - 30 * 24 * HOUR);
  await member(DEMO_TEAMMATE, 'member', Date.now() - 7 * 24 * HOUR);
  await createIfAbsent(db.collection('wallets').doc(DEMO_TEAM_ID), {
    userId: DEMO_TEAM_ID,
    accountId: DEMO_TEAM_ID,
    balance: 20,
    updatedAt: now,
  });
}

/** A reviewer who is not an admin (both languages, every category), to try the review desk. */
export const DEMO_REVIEWER = {
  uid: 'demo-reviewer',
  email: 'reviewer@tasklane.test',
  password: 'Demo-Reviewer-2026!',
  name: 'Sam Côté',
};

export async function ensureDemoReviewer() {
  const { auth, db } = adminSdk();
  const u = DEMO_REVIEWER;
  try {
    await auth.getUser(u.uid);
  } catch {
    await auth.createUser({
      uid: u.uid,
      email: u.email,
      password: u.password,
      displayName: u.name,
      emailVerified: true,
    });
  }
  await auth.setCustomUserClaims(u.uid, { reviewer: true });
  const now = Timestamp.now();
  await createIfAbsent(db.collection('profiles').doc(u.uid), {
    name: u.name,
    email: u.email,
    company: 'Tasklane',
    phone: '',
    locale: 'fr',
    role: 'customer',
    reviewer: true,
    emailNotifications: true,
    createdAt: now,
    updatedAt: now,
  });
  await createIfAbsent(db.collection('wallets').doc(u.uid), { userId: u.uid, balance: 0, updatedAt: now });
  await createIfAbsent(db.collection(REVIEWER_PROFILES).doc(u.uid), {
    name: u.name,
    languages: ['en', 'fr'],
    categories: [...CATEGORIES],
    maxActive: 3,
    away: false,
    active: true,
    lastAssignedAt: null,
    updatedAt: now,
  });
}
