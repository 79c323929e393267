import type { z } from 'zod';
import {
  forgotRequest,
  loginRequest,
  refreshRequest,
  replacePasswordRequest,
  signoutRequest,
  tokenRequest,
} from './auth.ts';
import { changesSinceRequest, handoverRequest, markSeenRequest } from './changes.ts';
import { airlineDelayCodesRequest } from './delay-codes.ts';
import {
  exportDelaysRequest,
  exportListRequest,
  exportOvernightsRequest,
  exportPrintRequest,
  exportTrailersRequest,
} from './exports.ts';
import { delaysRequest, legModifiedRequest, updatePeaRequest } from './leg-edits.ts';
import { legListExtendRequest, legListOvernightsRequest, legListRequest } from './leg-lists.ts';
import { movementActionRequest, movementCorrectRequest } from './movements.ts';
import { networkRequest } from './network.ts';
import { registrationModifiedRequest, registrationRequest } from './registrations.ts';
import { stationBoardRequest } from './stations.ts';
import { userCreateRequest, userRefRequest, userUpdateRequest } from './users.ts';

/**
 * The body each POST the web client sends must match, by path (without the base path): the very
 * schema the server's route validates with, which a server test checks entry by entry. The client
 * types its bodies from here, so a body the server would refuse does not compile.
 */
export const requestBodies = {
  'auth/authenticate': loginRequest,
  'auth/forgot': forgotRequest,
  'auth/validate-token': tokenRequest,
  'auth/replace-password': replacePasswordRequest,
  'auth/refresh-token': refreshRequest,
  'auth/verify-jwt': tokenRequest,
  'auth/signout': signoutRequest,
  'v1/leg/list': legListRequest,
  'v1/leg/list-extend': legListExtendRequest,
  'v1/leg/list-delays': legListExtendRequest,
  'v1/leg/list-overnights': legListOvernightsRequest,
  'v1/leg/modified': legModifiedRequest,
  'v1/leg/updatePea': updatePeaRequest,
  'v1/leg/store-delays': delaysRequest,
  'v1/leg/update-delays': delaysRequest,
  'v1/leg/changes-since': changesSinceRequest,
  'v1/leg/mark-seen': markSeenRequest,
  'v1/leg/handover': handoverRequest,
  'v1/leg/export-handover': handoverRequest,
  'v1/leg/export-handover-print': handoverRequest,
  'v1/leg/export-list': exportListRequest,
  'v1/leg/export-trailers': exportTrailersRequest,
  'v1/leg/export-delays': exportDelaysRequest,
  'v1/leg/export-overnights': exportOvernightsRequest,
  'v1/leg/export-printformat': exportPrintRequest,
  'v1/network/summary': networkRequest,
  'v1/network/export': networkRequest,
  'v1/registration': registrationRequest,
  'v1/registration/modified': registrationModifiedRequest,
  'v1/station/board': stationBoardRequest,
  'v1/movement/retry': movementActionRequest,
  'v1/movement/discard': movementActionRequest,
  'v1/movement/correct': movementCorrectRequest,
  'v1/delaycode/airline': airlineDelayCodesRequest,
  'v1/user/create': userCreateRequest,
  'v1/user/update': userUpdateRequest,
  'v1/user/deactivate': userRefRequest,
  'v1/user/reactivate': userRefRequest,
  'v1/user/invite': userRefRequest,
} as const satisfies Record<string, z.ZodType>;

/** POSTs that take no body at all: the server's route declares none. */
export const BODILESS_POSTS = ['v1/delaycode/download'] as const;

export type BodyPath = keyof typeof requestBodies;
export type BodilessPath = (typeof BODILESS_POSTS)[number];
/** What the client may send to `path`: the input side of its schema (before defaults apply). */
export type RequestBody<P extends BodyPath> = z.input<(typeof requestBodies)[P]>;
