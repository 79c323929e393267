import { type Leg, legSavedResponse, type RequestBody, SAVE_KEY_HEADER } from '@board/domain';
import { api } from '../../../lib/api-client.ts';
import type { BodyOf } from '../../../lib/request-body.ts';

/** The calls of section 7 that record on a leg, each answering the leg as saved. */
export type LegWritePath =
  | 'v1/leg/modified'
  | 'v1/leg/updatePea'
  | 'v1/leg/store-delays'
  | 'v1/leg/update-delays';

/**
 * One save of a leg as data: the call and its body, made from the version the user edited. A
 * drawer describes its save this way, so that the board may send it now or keep it until the
 * network is back.
 */
export type LegWrite = { [P in LegWritePath]: { path: P; body: RequestBody<P> } }[LegWritePath];

/**
 * A write whose body the contract of its path takes, and nothing more (as `api.post` checks).
 * TypeScript cannot tie a generic path to its member of the union, hence the one assertion.
 */
export function legWrite<P extends LegWritePath, B extends RequestBody<P>>(
  path: P,
  body: BodyOf<P, B>,
): LegWrite {
  return { path, body } as LegWrite;
}

/** Sends a write under its key: the server applies a key once, however often it arrives. */
export async function postLegWrite(write: LegWrite, key: string): Promise<Leg> {
  const headers = { [SAVE_KEY_HEADER]: key };
  switch (write.path) {
    case 'v1/leg/modified':
      return (await api.post(write.path, write.body, legSavedResponse, headers)).data.leg;
    case 'v1/leg/updatePea':
      return (await api.post(write.path, write.body, legSavedResponse, headers)).data.leg;
    case 'v1/leg/store-delays':
      return (await api.post(write.path, write.body, legSavedResponse, headers)).data.leg;
    case 'v1/leg/update-delays':
      return (await api.post(write.path, write.body, legSavedResponse, headers)).data.leg;
  }
}
