import { canSeeNetwork, capabilities, type SessionUser } from '@board/domain';
import { redirect } from 'react-router';
import { paths } from '../lib/paths.ts';
import { canSeeMilestones } from './board-views.ts';

/** Where a route sends a person instead of showing itself; null shows the route. */
type Decision = (user: SessionUser | null, url: URL) => string | null;

/** Login and its siblings are for people without a session. */
export const guestOnly: Decision = (user) => (user ? paths.home : null);

/**
 * The board needs a session and a role: the server refuses every business call of an account
 * without one (section 6), so such a person is told what is missing instead.
 */
export const membersOnly: Decision = (user) => {
  if (!user) return paths.login;
  return user.role === null ? paths.noRole : null;
};

/** Where home is for each person: the board, or the page that takes its place. */
export const homeFor: Decision = (user, url) => membersOnly(user, url) ?? paths.general;

/** The no-role page is only for a signed-in account that has no role. */
export const noRoleOnly: Decision = (user) => {
  if (!user) return paths.login;
  return user.role === null ? null : paths.home;
};

export const milestonesOnly: Decision = (user, url) => {
  if (!user || user.role === null) return membersOnly(user, url);
  return canSeeMilestones(user, url.searchParams.get('station')) ? null : paths.general;
};

/** Administration is DUTY's: anyone else goes back to the board, as from a closed view. */
export const adminOnly: Decision = (user, url) => {
  if (!user || user.role === null) return membersOnly(user, url);
  return capabilities(user.role).supervisor ? null : paths.general;
};

/** Red covers every station: for the roles that see them all, anyone else back to the board. */
export const networkOnly: Decision = (user, url) => {
  if (!user || user.role === null) return membersOnly(user, url);
  return canSeeNetwork(user.role) ? null : paths.general;
};

export interface SessionGate {
  initialise(): Promise<void>;
  initialiseQuickly(): Promise<void>;
  getSnapshot(): { user: SessionUser | null };
}

/**
 * Route loaders for the decisions above. Each waits for the session to be initialised: loaders of
 * nested routes run in parallel, so none may assume a parent has already done it.
 */
export function createGuards(
  session: SessionGate,
  /** Runs before the board opens for a member: their kept answers are restored. */
  beforeBoard: (user: SessionUser) => Promise<void> = async () => {},
) {
  /** `quickly`: the board's own routes open on the stored user while the server checks it. */
  const guard =
    (decide: Decision, quickly = false) =>
    async ({ request }: { request: Request }) => {
      await (quickly ? session.initialiseQuickly() : session.initialise());
      const target = decide(session.getSnapshot().user, new URL(request.url));
      return target ? redirect(target) : null;
    };
  const member = async (args: { request: Request }) => {
    const decision = await guard(membersOnly, true)(args);
    const { user } = session.getSnapshot();
    if (!decision && user) await beforeBoard(user);
    return decision;
  };
  return {
    guest: guard(guestOnly),
    home: guard(homeFor, true),
    member,
    noRole: guard(noRoleOnly),
    milestones: guard(milestonesOnly, true),
    admin: guard(adminOnly),
    network: guard(networkOnly),
  };
}

export type Guards = ReturnType<typeof createGuards>;
