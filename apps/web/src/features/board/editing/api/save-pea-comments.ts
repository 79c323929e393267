import { legSavedResponse, type UpdatePeaRequest } from '@board/domain';
import { api } from '../../../../lib/api-client.ts';
import { useLegSave } from './use-leg-save.ts';

/** POST /v1/leg/updatePea: comments on one side's stand changes. */
export const savePeaComments = (body: UpdatePeaRequest) =>
  api.post('v1/leg/updatePea', body, legSavedResponse).then((r) => r.data.leg);

export const useSavePeaComments = () => useLegSave(savePeaComments);
