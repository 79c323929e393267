import { legSavedResponse, type RequestBody } from '@board/domain';
import { api } from '../../../../lib/api-client.ts';
import { useLegSave } from './use-leg-save.ts';

export interface SaveDelaysVariables {
  body: RequestBody<'v1/leg/store-delays'>;
  /** The leg has no delays yet: this save registers them. */
  first: boolean;
}

/** POST /v1/leg/store-delays (first registration) or /v1/leg/update-delays (later ones). */
export const saveDelays = ({ body, first }: SaveDelaysVariables) =>
  api
    .post(first ? 'v1/leg/store-delays' : 'v1/leg/update-delays', body, legSavedResponse)
    .then((r) => r.data.leg);

export const useSaveDelays = () => useLegSave(saveDelays);
