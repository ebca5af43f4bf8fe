// Shared pieces for the approvals tests: a team of an owner, a second owner and a member, with the
// team's wallet and approval rule set directly (the callables that set them have their own tests).
import { DEFAULT_SETTINGS, priceOf, type ApprovalRequest, type ApprovalRule } from '@tasklane/domain';
import { adminDb, type TestClient } from './functions-client';
import { buyer } from './stripe';
import { writeTeam } from './teams';
import { taskInput } from './task-helpers';

/** The price of the task `submitInput(accountId)` orders, in credits. */
export const TASK_PRICE = priceOf('admin_docs', 'standard', DEFAULT_SETTINGS).credits;

export interface ApprovalTeam {
  owner: TestClient;
  owner2: TestClient;
  member: TestClient;
  teamId: string;
}

/** The team's three people: an owner, a second owner who reads French, and a member. */
export type ApprovalPeople = Omit<ApprovalTeam, 'teamId'>;

/** Three signed-in customers, made at once, to reuse across teams (each test seeds its own team). */
export async function approvalPeople(opened: TestClient[]): Promise<ApprovalPeople> {
  // The second owner reads French: the mails to owners go in each one's language.
  const [owner, owner2, member] = await Promise.all([buyer(), buyer({ locale: 'fr' }), buyer()]);
  opened.push(owner, owner2, member);
  return { owner, owner2, member };
}

/**
 * A team of these people, as createTeam leaves it (its own tests cover it): the team, its owners
 * and member, its wallet (holding `credits`) and its approval rule, written in one batch.
 */
export async function seedApprovalTeam(
  people: ApprovalPeople,
  name: string,
  opts: { credits?: number; rule?: ApprovalRule } = {},
): Promise<ApprovalTeam> {
  const { owner, owner2, member } = people;
  const teamId = await writeTeam({
    name,
    members: [
      { ...owner, name: 'Dominique', role: 'owner' },
      { ...owner2, name: 'Dominique', role: 'owner' },
      { ...member, name: 'Camille', role: 'member' },
    ],
    balance: opts.credits ?? 0,
    rule: opts.rule,
  });
  return { ...people, teamId };
}

/** A team of three new people (for tests that delete one, or need people of their own). */
export async function approvalTeam(
  name: string,
  opts: { credits?: number; rule?: ApprovalRule },
  opened: TestClient[],
): Promise<ApprovalTeam> {
  return seedApprovalTeam(await approvalPeople(opened), name, opts);
}

/** A member's pending task request, as submitTask leaves it (for tests that need one to exist, not to be made). */
export function requestDoc(accountId: string, userId: string): ApprovalRequest {
  const task = taskInput();
  const now = new Date();
  return {
    accountId,
    userId,
    kind: 'task',
    status: 'pending',
    title: task.title,
    priceCredits: TASK_PRICE,
    task,
    quote: null,
    schedule: null,
    via: 'app',
    createdAt: now,
    expiresAt: now.getTime() + 7 * 86_400_000,
    decidedAt: null,
    decidedBy: null,
    declineReason: null,
    taskId: null,
    updatedAt: now,
  };
}

export const requestOf = async (id: string) =>
  (await adminDb.doc(`approvalRequests/${id}`).get()).data() as ApprovalRequest | undefined;

export const reasonOf = (e: { details: unknown }) => (e.details as { reason?: string } | undefined)?.reason;

/** The notifications of one person about one request. */
export async function approvalNotices(uid: string, requestId: string) {
  const snap = await adminDb.collection('notifications').where('userId', '==', uid).get();
  return snap.docs.map((d) => d.data()).filter((n) => n.payload?.approval_id === requestId);
}
