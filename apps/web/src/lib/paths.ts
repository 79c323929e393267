/** Client routes, relative to the base path. Features link with these; app/router.tsx maps them. */
export const paths = {
  root: '/',
  login: '/login',
  forgot: '/forgot',
  resetPassword: '/reset-password',
  home: '/home',
  general: '/general',
  arrivals: '/arrivals',
  departures: '/departures',
  delays: '/delays',
  overnights: '/overnights',
  milestones: '/milestones',
  timeline: '/timeline',
  admin: '/admin',
  network: '/network',
  /** A signed-in account that has no role yet: it sees nothing of the board (section 6). */
  noRole: '/no-role',
} as const;

/** Routes a person without a session uses; an ended session does not send them away from these. */
export const GUEST_PATHS: readonly string[] = [paths.login, paths.forgot, paths.resetPassword];

/** Navigation state of the login route when a session ended on its own (a 401). */
export interface LoginRouteState {
  sessionExpired: true;
}

export function isSessionExpired(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<LoginRouteState>).sessionExpired === true
  );
}
