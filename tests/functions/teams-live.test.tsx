// @vitest-environment happy-dom
// Team screens whose listeners change under them: the owner's pending invitations after an
// invitation, a member's own listeners once they are removed, the space switcher, and leaving.
// They run on the app's own Firebase wiring (lib/firebase-auth, lib/firebase-data, the reactfire
// providers, lib/callable), signed in through the Auth emulator, with the rules and the real
// callables. No SDK is mocked.
//
// Two things the screens must not wait for:
// - a listener to report what the screen's own call just recorded: on a busy Firestore emulator a
//   listener can report a document created just now late (a global snapshot newer than the
//   document arrives first). Taking the Firestore client offline before the call stands in for
//   that listener, deterministically;
// - a removed member's listener to keep answering: the rules refuse it, and the refusal must be an
//   answer on the screen (an error state, or the switcher's notice), never a throw that replaces
//   the whole app with its error page.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS, type TeamMember } from '@tasklane/domain';
import { signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { disableNetwork, enableNetwork, terminate } from 'firebase/firestore';
import { Component, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { SignedInScreen } from '../support/signed-in-screen';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useMySubmittedTasks, useMyRefundRequest } from '../../web/src/features/tasks/api/use-tasks';
import { useMyMemberships, useTeamInvitations } from '../../web/src/features/teams/api/teams-api';
import { SpaceSwitcher } from '../../web/src/features/teams/components/space-switcher';
import TeamPage from '../../web/src/features/teams/pages/team-page';
import { setSpace } from '../../web/src/hooks/use-space';
import { auth } from '../../web/src/lib/firebase-auth';
import { db } from '../../web/src/lib/firebase-data';
import { activateLocale, loadAppCatalog } from '../../web/src/lib/i18n';
import { randomId } from '../support/emulators';
import { refundRequestDoc } from '../support/factories';
import { adminAuth, adminDb } from '../support/functions-client';

const WAIT = { timeout: 20_000 };
let user: User;
let uid = '';
let email = '';

beforeAll(async () => {
  email = `${randomId('teamlive')}@example.test`;
  const password = 'Test-password-123!';
  uid = (await adminAuth.createUser({ email, password, displayName: 'Maëlle Tremblay', emailVerified: true })).uid;
  await adminDb.doc(`profiles/${uid}`).set({
    name: 'Maëlle Tremblay',
    email,
    locale: 'en',
    role: 'customer',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  user = (await signInWithEmailAndPassword(auth, email, password)).user;
  await activateLocale('en');
  await loadAppCatalog();
});
afterEach(async () => {
  cleanup();
  await enableNetwork(db);
  localStorage.clear();
});
afterAll(async () => {
  // Firestore first: signing out while the client still awaits the server's answers to targets it
  // just removed (the leave's refused listeners) trips the SDK (12.19) on one of those answers.
  await terminate(db);
  await signOut(auth);
});

/** A team as createTeam writes it, with the signed-in person in it (and, for a member, an owner). */
async function teamWithMe(role: TeamMember['role']): Promise<{ teamId: string; teamName: string }> {
  const teamId = randomId('team');
  const teamName = `Café ${teamId}`;
  const now = new Date();
  const batch = adminDb.batch();
  batch.set(adminDb.doc(`teams/${teamId}`), {
    name: teamName,
    legalName: `${teamName} inc.`,
    province: 'QC',
    address: '12 rue du Canal, Montréal QC',
    status: 'active',
    createdBy: uid,
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  });
  batch.set(adminDb.doc(`wallets/${teamId}`), { userId: teamId, accountId: teamId, balance: 0, updatedAt: now });
  const member = (who: string, whoEmail: string, memberRole: TeamMember['role']): TeamMember => ({
    uid: who,
    teamName,
    email: whoEmail,
    name: who === uid ? 'Maëlle Tremblay' : 'Olivier Owner',
    role: memberRole,
    joinedAt: now,
    monthlyCapCredits: null,
    spentMonth: '2026-11',
    spentCredits: 0,
  });
  batch.set(adminDb.doc(`teams/${teamId}/members/${uid}`), member(uid, email, role));
  if (role !== 'owner') {
    const owner = randomId('owner');
    batch.set(adminDb.doc(`teams/${teamId}/members/${owner}`), member(owner, `${owner}@example.test`, 'owner'));
  }
  await batch.commit();
  return { teamId, teamName };
}

/** What removeMember's transaction does to the person's access: their membership document goes. */
const removeMe = (teamId: string) => adminDb.doc(`teams/${teamId}/members/${uid}`).delete();

/**
 * The emulator does not refuse an open query listener when the membership its rules read goes,
 * until the client listens again (as it does after any reconnection): going offline and back
 * makes it listen again now.
 */
async function listenAgain() {
  await disableNetwork(db);
  await enableNetwork(db);
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <SignedInScreen user={user}>
      {children}
      <Toaster />
    </SignedInScreen>
  );
}

/** Stands in for the app's error boundary: what a hook throws shows here instead of the screen. */
class Crash extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: String(error) };
  }
  override render() {
    return this.state.error !== null ? <p data-testid="crashed">{this.state.error}</p> : this.props.children;
  }
}

function SubmittedTasksProbe({ accountId }: { accountId: string }) {
  const tasks = useMySubmittedTasks(accountId);
  return <p data-testid="probe">{tasks.status === 'error' ? `error ${tasks.error.code}` : tasks.status}</p>;
}

function RefundProbe({ accountId, taskId }: { accountId: string; taskId: string }) {
  const refund = useMyRefundRequest(accountId, taskId);
  return (
    <p data-testid="probe">
      {refund.status === 'error'
        ? `error ${refund.error.code}`
        : refund.status === 'success'
          ? `success ${refund.data.length}`
          : refund.status}
    </p>
  );
}

/** How many pending invitations the listener itself reports (the screen may show more). */
function InvitationsListenerProbe({ teamId }: { teamId: string }) {
  const invitations = useTeamInvitations(teamId);
  return (
    <p data-testid="listener-count">
      {invitations.status === 'success' ? String(invitations.data.length) : invitations.status}
    </p>
  );
}

/** The person's teams as the list's listener reports them (kept open, it keeps the answer cached). */
function MembershipsListenerProbe() {
  const memberships = useMyMemberships(uid);
  return (
    <p data-testid="memberships">
      {memberships.status === 'success' ? memberships.data.map((m) => m.teamId).join(' ') : memberships.status}
    </p>
  );
}

const probe = () => screen.getByTestId('probe').textContent;
const notice = (teamName: string) => `You no longer have access to ${teamName}. You are back in your personal space.`;
const crashed = () => screen.queryByTestId('crashed')?.textContent ?? null;

describe('pending invitations', () => {
  it('show the invitation the owner just sent even when the listener never reports it, then follow the listener', async () => {
    const { teamId } = await teamWithMe('owner');
    setSpace(uid, { teamId, teamName: null });
    render(
      <>
        <TeamPage />
        <InvitationsListenerProbe teamId={teamId} />
      </>,
      { wrapper: Providers },
    );
    const pending = await screen.findByTestId('pending-invitations', {}, WAIT);
    await within(pending).findByText('No pending invitations.', {}, WAIT);
    await disableNetwork(db);
    const invitee = `${randomId('invitee')}@Example.test`;
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: invitee } });
    fireEvent.click(screen.getByTestId('invite-submit'));
    // Shown as the server stores it (lower-cased), from the call's answer alone.
    const row = await screen.findByTestId(`invitation-${invitee.toLowerCase()}`, {}, WAIT);
    expect(row.textContent).toContain(invitee.toLowerCase());
    expect(screen.getByTestId('listener-count').textContent).toBe('0');
    // Back online, the listener reports it and its copy takes over: once revoked behind the
    // screen's back, the invitation leaves the list.
    await enableNetwork(db);
    await waitFor(() => expect(screen.getByTestId('listener-count').textContent).toBe('1'), WAIT);
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    const [stored] = (await adminDb.collection(`teams/${teamId}/invitations`).get()).docs;
    await stored?.ref.update({ status: 'revoked' });
    await within(pending).findByText('No pending invitations.', {}, WAIT);
  });
});

describe('a member removed while their screens listen', () => {
  it("gets an error state from the queue watcher's query, not a throw", async () => {
    const { teamId } = await teamWithMe('member');
    render(
      <Crash>
        <SubmittedTasksProbe accountId={teamId} />
      </Crash>,
      { wrapper: Providers },
    );
    await waitFor(() => expect(probe()).toBe('success'), WAIT);
    await removeMe(teamId);
    await listenAgain();
    await waitFor(() => expect(crashed() ?? probe()).toBe('error permission-denied'), WAIT);
  });

  it("gets an error state from the task page's refund request, not a throw", async () => {
    const { teamId } = await teamWithMe('member');
    const taskId = randomId('task');
    await adminDb.doc(`refundRequests/${taskId}`).set(refundRequestDoc(taskId, uid, { accountId: teamId }));
    render(
      <Crash>
        <RefundProbe accountId={teamId} taskId={taskId} />
      </Crash>,
      { wrapper: Providers },
    );
    await waitFor(() => expect(probe()).toBe('success 1'), WAIT);
    await removeMe(teamId);
    await listenAgain();
    await waitFor(() => expect(crashed() ?? probe()).toBe('error permission-denied'), WAIT);
  });
});

describe('the space switcher', () => {
  const switcher = () => screen.getByTestId('space-switcher') as HTMLSelectElement;

  it('returns to the personal space, and says so, when the membership goes', async () => {
    const { teamId, teamName } = await teamWithMe('member');
    setSpace(uid, { teamId, teamName });
    render(<SpaceSwitcher uid={uid} />, { wrapper: Providers });
    await waitFor(() => expect(switcher().selectedOptions[0]?.textContent).toBe(`Team: ${teamName}`), WAIT);
    await removeMe(teamId);
    await screen.findByText(notice(teamName), {}, WAIT);
    expect(localStorage.getItem(STORAGE_KEYS.spacePrefix + uid)).toBeNull();
  });

  it('keeps a team space the list of teams has not reported yet (a stale first answer is not a removal)', async () => {
    // The list answered before the person joined the team, and another screen listening to it (the
    // team page's list) keeps that answer in the client's cache.
    const other = await teamWithMe('member');
    const keep = render(<MembershipsListenerProbe />, { wrapper: Providers });
    await waitFor(() => expect(screen.getByTestId('memberships').textContent).toContain(other.teamId), WAIT);
    // Offline, the list cannot learn of the team joined now: a switcher opened in that team's
    // space gets the list from the cache only, without it.
    await disableNetwork(db);
    const { teamId, teamName } = await teamWithMe('member');
    setSpace(uid, { teamId, teamName });
    render(<SpaceSwitcher uid={uid} />, { wrapper: Providers });
    await waitFor(() => expect([...switcher().options].map((o) => o.value)).toContain(other.teamId), WAIT);
    await enableNetwork(db);
    await waitFor(() => expect(screen.getByTestId('memberships').textContent).toContain(teamId), WAIT);
    expect(switcher().value).toBe(teamId);
    expect(screen.queryByText(notice(teamName))).toBeNull();
    keep.unmount();
  });

  it('notices a removal from a team its list of teams never reported (joined just now, removed since)', async () => {
    // In another team, so the switcher shows and its list has answered.
    const other = await teamWithMe('member');
    render(<SpaceSwitcher uid={uid} />, { wrapper: Providers });
    await waitFor(
      () => expect([...switcher().options].map((o) => o.textContent)).toContain(`Team: ${other.teamName}`),
      WAIT,
    );
    // Offline, the list cannot report the team joined now (as acceptInvitation's answer opens it)
    // nor the removal that follows.
    await disableNetwork(db);
    const { teamId, teamName } = await teamWithMe('member');
    setSpace(uid, { teamId, teamName });
    await removeMe(teamId);
    await enableNetwork(db);
    await screen.findByText(notice(teamName), {}, WAIT);
    await waitFor(() => expect(switcher().value).toBe(''), WAIT);
  });
});

describe('leaving a team', () => {
  it('says only "You left the team."', async () => {
    const { teamId, teamName } = await teamWithMe('member');
    setSpace(uid, { teamId, teamName });
    render(
      <>
        <SpaceSwitcher uid={uid} />
        <TeamPage />
      </>,
      { wrapper: Providers },
    );
    await screen.findByTestId('team-details', {}, WAIT);
    fireEvent.click(screen.getByTestId('leave-team'));
    // The leave refuses the person's listeners on the team before its call answers; a notice or
    // an error raised for that refusal is on screen by now (the switcher has left the team).
    await screen.findByText('You left the team.', {}, WAIT);
    await screen.findByTestId('my-teams', {}, WAIT);
    expect(screen.queryByText(notice(teamName))).toBeNull();
    expect(screen.queryByTestId('team-unavailable')).toBeNull();
    expect((await adminDb.doc(`teams/${teamId}/members/${uid}`).get()).exists).toBe(false);
  });
});
