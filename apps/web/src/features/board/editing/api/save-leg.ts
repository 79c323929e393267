import {
  type DelaysRequest,
  type LegModifiedRequest,
  legSavedResponse,
  type UpdatePeaRequest,
} from '@board/domain';
import { api } from '../../../../lib/api-client.ts';

/** The write calls of section 7; each answers the leg as saved. */

/** POST /v1/leg/modified: dispatchers, tows and additional services. */
export const saveLegParts = (body: LegModifiedRequest) =>
  api.post('v1/leg/modified', body, legSavedResponse).then((r) => r.data.leg);

/** POST /v1/leg/updatePea: comments on one side's stand changes. */
export const savePeaComments = (body: UpdatePeaRequest) =>
  api.post('v1/leg/updatePea', body, legSavedResponse).then((r) => r.data.leg);

/** POST /v1/leg/store-delays (first registration) or /v1/leg/update-delays (later ones). */
export const saveDelays = (body: DelaysRequest, first: boolean) =>
  api
    .post(first ? 'v1/leg/store-delays' : 'v1/leg/update-delays', body, legSavedResponse)
    .then((r) => r.data.leg);
