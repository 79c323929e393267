import { type LegModifiedRequest, legSavedResponse } from '@board/domain';
import { api } from '../../../../lib/api-client.ts';
import { useLegSave } from './use-leg-save.ts';

/** POST /v1/leg/modified: dispatchers, tows, services, milestones and overnights. */
export const saveModified = (body: LegModifiedRequest) =>
  api.post('v1/leg/modified', body, legSavedResponse).then((r) => r.data.leg);

export const useSaveModified = () => useLegSave(saveModified);
