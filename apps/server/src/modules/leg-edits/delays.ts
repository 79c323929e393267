import {
  type DelayEntry,
  type DelaysBody,
  delaySaveRefusal,
  recordedDelayEntries,
  sameDelays,
} from '@board/domain';
import { AppError } from '../../lib/app-error.ts';
import { delayCodeCatalogue } from '../catalogues/index.ts';
import { type Edit, type EditContext, invalid, noChange } from './apply-edit.ts';
import { checkAsRead } from './leg-as-read.ts';

/** Every code must be one the station may record: IATA's, or one the airline has set. */
async function checkCodes({ tx }: EditContext, body: DelaysBody) {
  const catalogue = new Map((await delayCodeCatalogue(tx)).map((c) => [c.code, c]));
  const unknown = body.delays.flatMap((entry, index) =>
    catalogue.has(entry.delay.code)
      ? []
      : [{ path: `delays.${index}.delay.code`, key: 'validation.delayCodeUnknown' }],
  );
  if (unknown.length > 0) throw invalid(unknown);
  return catalogue;
}

/** store-delays comes first and only once; update-delays only after it. */
function checkOrder(
  call: 'store' | 'update',
  body: DelaysBody,
  stored: DelayEntry[],
  depstn: string,
) {
  if (body.depstn !== depstn) throw invalid([{ path: 'depstn', key: 'validation.depstn' }]);
  if (call === 'store' && stored.length > 0) {
    throw invalid([{ path: 'delays', key: 'validation.delaysExist' }]);
  }
  if (call === 'update' && stored.length === 0) {
    throw invalid([{ path: 'delays', key: 'validation.noDelaysYet' }]);
  }
}

/**
 * POST /v1/leg/store-delays (the first delays of a departure) and /v1/leg/update-delays (later
 * changes): the entries replace the stored ones, each keeping or taking its editor.
 */
export function delaysEdit(body: DelaysBody, call: 'store' | 'update'): Edit {
  return {
    id: body._id,
    version: body.version,
    call: `${call}-delays`,
    sides: ['departure'],
    async compute(context) {
      const { row, user, now } = context;
      const catalogue = await checkCodes(context, body);
      const stored = row.delays;
      await checkAsRead(context, body);
      checkOrder(call, body, stored, row.depstn);
      const refusal = delaySaveRefusal(user.role, stored);
      if (refusal) throw new AppError(refusal);
      const delays = recordedDelayEntries({
        stored,
        requested: body.delays,
        catalogue,
        editor: { name: user.fullName, role: user.role },
        at: now.toISOString(),
      });
      if (sameDelays(stored, delays)) return noChange;
      return { values: { delays }, changes: [{ field: 'delays', before: stored, after: delays }] };
    },
  };
}
