import type { Leg, RequestBody } from '@board/domain';
import { type LegWrite, legWrite } from './leg-write.ts';

type ModifiedBody = RequestBody<'v1/leg/modified'>;
/** The parts of a leg POST /v1/leg/modified records: dispatchers, tows, services, milestones, overnights. */
type ModifiedPart = Exclude<keyof ModifiedBody, '_id' | 'version'>;

/**
 * The write recording one part of the leg as read, the part named by the side a drawer edits.
 * A key picked at run time makes a literal's type an index signature that any key would pass;
 * here the key must be a part of the contract and the value what that part takes.
 */
export function modifiedPart<K extends ModifiedPart>(
  leg: Pick<Leg, '_id' | 'version'>,
  part: K,
  value: ModifiedBody[K],
): LegWrite {
  const body: ModifiedBody = { _id: leg._id, version: leg.version, [part]: value };
  return legWrite('v1/leg/modified', body);
}
