import { legListResponse } from '@board/domain';
import { compileJson } from '../../lib/json-serializer.ts';
import { paginate } from './paginate.ts';
import type { RowList } from './station-day.ts';

const HEAD = '{"data":{"legs":[';
/** The answer around its rows, written by its contract: the rows are joined in at `legs`. */
const shellJson = compileJson(legListResponse);

/**
 * The JSON text of one page of a list answer, `{ data: { legs, totalItems, totalPages,
 * currentPage, itemsPerPage, last_sync } }`, byte for byte what serialising the whole answer
 * writes, but with the rows' texts joined rather than serialised again for every request.
 */
export function listAnswerText<T>(
  list: RowList<T>,
  query: string,
  args: { limit: number; page: number },
  day: {
    lastSync: string | null;
    /** The change the days it is cut from were read as of; undefined when they differ. */
    asOf: string | null | undefined;
    /** The station's change number they hold every change up to; undefined when they differ. */
    seq?: number | undefined;
  },
): string {
  const { legs: selected, ...counts } = paginate(list.find(query), args);
  const shell = shellJson({
    data: {
      legs: [],
      ...counts,
      last_sync: day.lastSync,
      as_of_change: day.asOf,
      as_of_seq: day.seq,
    },
  });
  return `${HEAD}${selected.map((index) => list.json(index)).join(',')}${shell.slice(HEAD.length)}`;
}
