import type { LegSide, PeaComment } from '@board/domain';
import { sameJson } from '../../db/same-json.ts';
import { type Edit, invalid, noChange } from './apply-edit.ts';

/**
 * POST /v1/leg/updatePea: comments on one side's stand changes, by index. A comment sent blank
 * removes it; comments not sent stay.
 */
export function updatePeaEdit(body: {
  _id: string;
  version: number;
  side: LegSide;
  peaTypeComments: PeaComment[];
}): Edit {
  const arrival = body.side === 'arrival';
  return {
    id: body._id,
    version: body.version,
    call: 'updatePea',
    sides: [body.side],
    compute({ row }) {
      const history = arrival ? row.peaChangesArrival : row.peaChangesDeparture;
      const unknown = body.peaTypeComments.findIndex(
        (c) => !history.some((entry) => entry.index === c.index),
      );
      if (unknown >= 0) {
        throw invalid([
          { path: `peaTypeComments.${unknown}.index`, key: 'validation.unknownChange' },
        ]);
      }
      const before = arrival ? row.peaCommentsArrival : row.peaCommentsDeparture;
      const merged = new Map(before.map((c) => [c.index, c.comment]));
      for (const c of body.peaTypeComments) merged.set(c.index, c.comment);
      const after = [...merged]
        .filter(([, comment]) => comment !== '')
        .sort(([a], [b]) => a - b)
        .map(([index, comment]) => ({ index, comment }));
      if (sameJson(before, after)) return noChange;
      const field = arrival ? 'pea_comments_arrival' : 'pea_comments_departure';
      return {
        values: arrival ? { peaCommentsArrival: after } : { peaCommentsDeparture: after },
        changes: [{ field, before, after }],
      };
    },
  };
}
