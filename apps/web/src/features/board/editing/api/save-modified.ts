import { type Leg, legSavedResponse, type RequestBody } from '@board/domain';
import { api } from '../../../../lib/api-client.ts';
import { useLegSave } from './use-leg-save.ts';

type ModifiedBody = RequestBody<'v1/leg/modified'>;
/** The parts of a leg this call records. */
type ModifiedPart = Exclude<keyof ModifiedBody, '_id' | 'version'>;

/** POST /v1/leg/modified: dispatchers, tows, services, milestones and overnights. */
export const saveModified = (body: ModifiedBody) =>
  api.post('v1/leg/modified', body, legSavedResponse).then((r) => r.data.leg);

/**
 * The body recording one part of the leg as read, the part named by the side a drawer edits.
 * A key picked at run time makes a literal's type an index signature that any key would pass;
 * here the key must be a part of the contract and the value what that part takes.
 */
export function modifiedPart<K extends ModifiedPart>(
  leg: Pick<Leg, '_id' | 'version'>,
  part: K,
  value: ModifiedBody[K],
): ModifiedBody {
  return { _id: leg._id, version: leg.version, [part]: value };
}

export const useSaveModified = () => useLegSave(saveModified);
