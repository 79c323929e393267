import { legSavedResponse, type RequestBody } from '@board/domain';
import { api } from '../../../../lib/api-client.ts';
import { useLegSave } from './use-leg-save.ts';

/** POST /v1/leg/updatePea: comments on one side's stand changes. */
export const savePeaComments = (body: RequestBody<'v1/leg/updatePea'>) =>
  api.post('v1/leg/updatePea', body, legSavedResponse).then((r) => r.data.leg);

export const useSavePeaComments = () => useLegSave(savePeaComments);
