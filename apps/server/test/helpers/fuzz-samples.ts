import { milestonesArrivalForm, milestonesDepartureForm } from '@board/domain';
import { Slot } from './json-text.ts';
import { cda, delaysBody, service, tow } from './leg-edits.ts';
import { arrivalItem, departureItem, TODAY } from './legs.ts';

/**
 * The account the sign-in route is fuzzed with. It signs in hundreds of times, and an account
 * keeps only its newest ten sessions: with an account of its own, it ends nobody else's.
 */
export const FUZZ_SIGN_IN = { username: 'fuzz.signin@example.com', password: 'Firma-Fuzz-2027' };

/** A request of a route that passes every check: the starting point of its mutations. */
export interface RouteSample {
  body?: unknown;
  /** A text body (movement messages) instead of JSON. */
  text?: string;
  query?: Record<string, string>;
  /** Values of the path's parameters, e.g. { file: 'LIM.pdf' } for /plans/:file. */
  params?: Record<string, string>;
}

/**
 * What valid requests name: the leg to edit, and tokens of their own for the calls that use
 * them up (a reset replaces the password, a refresh token reused ends its session).
 */
export interface SampleRefs {
  legId: string;
  /** A leg of the same flight the next day, with a delay already registered. */
  delayedLegId: string;
  /** A live reset token of an account whose password stays. */
  resetToCheck: string;
  /** A live reset token of an account the fuzz test may give a new password. */
  resetToUse: string;
  refreshToken: string;
  accessToken: string;
  /** Refused movement messages in DUTY's queue: one to retry, one to discard. */
  queuedMovement: number;
  discardableMovement: number;
  /** An account DUTY administers, made for the fuzz test. */
  userId: string;
}

/** A departure of the Bogotá-Miami leg, as its movement message reports it. */
const MOVEMENT = `MVT\nLA2501/${TODAY.slice(8)}.CCAZC.BOG\nAD1612/1620 EA2030 MIA\nDL93/0010\nPX150/2`;

/** The legs' versions as stored when the request goes: valid edits keep saving. */
const VERSION = new Slot('version');
const DELAYED_VERSION = new Slot('delayedVersion');
const USER_VERSION = new Slot('userVersion');
let accounts = 0;

/** A leg between two inter-station airports, so that both of its sides may record everything. */
export const bogToMia = departureItem({
  flight_number: '2501',
  depstn: 'BOG',
  arrstn: 'MIA',
  std: `${TODAY}T16:10:00Z`,
  sta: `${TODAY}T20:30:00Z`,
  stand_arrival: { type: 'remote', number: '7', tape: '2' },
});

const list = { day: TODAY, station: 'LIM', query: '', argsLeg: { limit: 50, page: 1 } };
const day = { day: TODAY, station: 'LIM', query: '' };

/** Everything a leg's two sides record, valid for a supervisor. */
const fullRecord = (_id: string) => ({
  _id,
  version: VERSION,
  cda_assigned: cda(),
  cda_assigned_arrival: cda('Ana', 'Rojas', '+57310123456'),
  trailers_arrival: [tow()],
  trailers_departure: [
    tow({
      trailer: { code: 1, description_pea: { tape_hall: 'B', number: '3' }, overnight_stay: '' },
    }),
  ],
  additional_services_arrival: [service()],
  additional_services_departure: [
    service({ code: 'AYR', duration: { start: '10:00', end: '10:30' } }),
  ],
  overnight: {
    // At Miami, the leg's arrival station: a type every station has.
    type: { code: 6 },
    ubication: 'MIA',
    comment: 'Sin GPU',
    cut: true,
    cut_duration: { start: '23:30', end: '05:15', authorizer: 'J. Rojas' },
  },
  milestones_arrival: {
    ...milestonesArrivalForm(null),
    tape_baggages: { first_bag: '20:40', last_bag: '21:05' },
  },
  milestones_departure: { ...milestonesDepartureForm(null), comments: 'Sin novedad' },
});

/**
 * A valid request of every route the application declares, keyed as "METHOD /path". The fuzz
 * test fails, naming the route, when the application declares one that is not here.
 */
export const ROUTE_SAMPLES: Record<string, (refs: SampleRefs) => RouteSample> = {
  'POST /auth/authenticate': () => ({ body: FUZZ_SIGN_IN }),
  'POST /auth/forgot': () => ({ body: { email: 'cta.bog@example.com' } }),
  'POST /auth/validate-token': (r) => ({ body: { token: r.resetToCheck } }),
  'POST /auth/replace-password': (r) => ({
    body: { token: r.resetToUse, password: 'otra-clave-2026' },
  }),
  'POST /auth/refresh-token': (r) => ({ body: { refresh_token: r.refreshToken } }),
  'POST /auth/verify-jwt': (r) => ({ body: { token: r.accessToken } }),
  'POST /auth/signout': () => ({ body: { email: 'generic@example.com' } }),
  'GET /v1/station/list-all': () => ({ query: {} }),
  'GET /v1/station/list-allowed': () => ({ query: { country: 'PE' } }),
  'GET /v1/station/airports': () => ({ query: { search: 'lima' } }),
  'GET /v1/station/accounts': () => ({ query: { stn: 'LIM' } }),
  'POST /v1/station/board': () => ({ body: { stn: 'MAD', board: true } }),
  'POST /v1/leg/list': () => ({ body: { ...list, arrival: true } }),
  'POST /v1/leg/list-extend': () => ({ body: list }),
  'POST /v1/leg/list-delays': () => ({ body: list }),
  'POST /v1/leg/list-overnights': () => ({ body: { ...list, email: 'cta.lim@example.com' } }),
  'POST /v1/leg/modified': (r) => ({ body: fullRecord(r.legId) }),
  'POST /v1/leg/updatePea': (r) => ({
    body: {
      _id: r.legId,
      version: VERSION,
      side: 'arrival',
      peaTypeComments: [{ index: 0, comment: 'Cambio' }],
    },
  }),
  'POST /v1/leg/store-delays': (r) => ({
    body: delaysBody(r.legId, 1, [{ code: '06', minutes: 10 }], {
      depstn: 'BOG',
      version: VERSION,
    }),
  }),
  'POST /v1/leg/update-delays': (r) => ({
    body: delaysBody(r.delayedLegId, 1, [{ code: '11', minutes: 5 }], {
      depstn: 'BOG',
      version: DELAYED_VERSION,
    }),
  }),
  'GET /v1/leg/history': (r) => ({ query: { _id: r.legId } }),
  'POST /v1/leg/export-list': () => ({ body: { ...day, type: 'home' } }),
  'POST /v1/leg/export-trailers': () => ({ body: { ...day, type: 'trailers' } }),
  'POST /v1/leg/export-delays': () => ({ body: day }),
  'POST /v1/leg/export-overnights': () => ({ body: day }),
  'POST /v1/leg/export-printformat': () => ({ body: { day: TODAY, station: 'LIM' } }),
  'POST /v1/network/summary': () => ({ body: { day: TODAY } }),
  'POST /v1/network/export': () => ({ body: { day: TODAY } }),
  'POST /v1/leg/changes-since': () => ({ body: { day: TODAY, station: 'LIM' } }),
  'POST /v1/leg/mark-seen': (r) => ({ body: { day: TODAY, station: 'LIM', ids: [r.legId] } }),
  'POST /v1/leg/handover': () => ({ body: { day: TODAY, station: 'LIM', hours: 4 } }),
  'POST /v1/leg/export-handover': () => ({ body: { day: TODAY, station: 'LIM', hours: 4 } }),
  'POST /v1/leg/export-handover-print': () => ({ body: { day: TODAY, station: 'LIM', hours: 4 } }),
  'POST /v1/registration': () => ({ body: { email: 'cta.lim@example.com' } }),
  'POST /v1/registration/modified': () => ({
    body: { email: 'cta.lim@example.com', registrations: [{ code: 'AZC', checked: true }] },
  }),
  'GET /v1/delaycode': () => ({ query: {} }),
  'POST /v1/delaycode/download': () => ({ body: {} }),
  'POST /v1/delaycode/airline': () => ({
    body: { codes: [{ code: '01', alpha: 'AC', name: 'Decisión comercial' }] },
  }),
  'GET /v1/dispatcher/list': () => ({ query: { station: 'LIM' } }),
  'GET /v1/connection/list': () => ({
    query: { datop_local: TODAY, depstn: 'BOG', flight_number: 'LA2501' },
  }),
  'GET /v1/events': () => ({ query: { station: 'LIM' } }),
  'GET /v1/events/since': () => ({ query: { station: 'LIM', seq: '0' } }),
  'POST /integration/v1/mvt': () => ({ text: MOVEMENT }),
  'GET /v1/movement/list': () => ({ query: { outcome: 'rejected' } }),
  'GET /v1/movement/text': (refs) => ({ query: { _id: refs.legId, side: 'departure' } }),
  'POST /v1/movement/retry': (refs) => ({ body: { id: refs.queuedMovement } }),
  // Still of an unknown flight once corrected, so the message stays in the queue; before the
  // discards, whose mutated ids may set any queued message aside.
  'POST /v1/movement/correct': (refs) => ({
    body: { id: refs.queuedMovement, text: 'MVT\nLA9991/10.CCAZC.BOG\nAD1613' },
  }),
  'POST /v1/movement/discard': (refs) => ({ body: { id: refs.discardableMovement } }),
  'POST /integration/v1/legs': () => ({
    body: { legs: [bogToMia, arrivalItem({ flight_number: '2601', registration: 'DBF' })] },
  }),
  'GET /plans/:file': () => ({ params: { file: 'LIM.pdf' } }),
  'GET /v1/user/list': () => ({ query: { search: 'lim' } }),
  'POST /v1/user/create': () => ({
    body: {
      email: `fuzz.${++accounts}@example.com`,
      fullName: 'Cuenta de prueba',
      role: 'CTA',
      station: 'LIM',
    },
  }),
  'POST /v1/user/update': (refs) => ({
    body: {
      id: refs.userId,
      version: USER_VERSION,
      fullName: 'Otra',
      role: 'GENERIC',
      station: null,
    },
  }),
  'POST /v1/user/deactivate': (refs) => ({ body: { id: refs.userId } }),
  'POST /v1/user/reactivate': (refs) => ({ body: { id: refs.userId } }),
  'POST /v1/user/invite': (refs) => ({ body: { id: refs.userId } }),
  'GET /v1/user/audit': (refs) => ({ query: { id: refs.userId } }),
  'GET /healthz': () => ({ query: {} }),
};
