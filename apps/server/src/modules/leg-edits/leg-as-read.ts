import { type DelaysBody, legAsReadFields } from '@board/domain';
import { sameJson } from '../../db/same-json.ts';
import { type EditContext, invalid, toApiLeg } from './apply-edit.ts';

/**
 * A delays call may carry the rest of the leg as it was read (section 7): each such field must
 * still be what is stored, since this call does not change it (decision 0027).
 */
export async function checkAsRead({ row, tx }: EditContext, body: DelaysBody) {
  const asRead = legAsReadFields(body);
  if (asRead.length === 0) return;
  const current = (await toApiLeg(tx, row)) as Record<string, unknown>;
  const changed = asRead.filter(([field, value]) => !sameJson(value, current[field]));
  if (changed.length > 0) {
    throw invalid(changed.map(([field]) => ({ path: field, key: 'validation.notOwned' })));
  }
}
