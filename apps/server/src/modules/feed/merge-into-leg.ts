import type { FeedLeg } from '@board/domain';
import type { FieldChange, LegRow } from '../legs/index.ts';
import { feedChanges } from './feed-history.ts';
import { type FeedState, feedStateOf, mergeFeedItem, sameState } from './feed-merge.ts';

/** What the feed's merge makes of an item on a leg. */
export interface FeedMerge {
  /** The leg's feed fields after the merge: what to write. */
  state: FeedState;
  /** Whether they differ from the stored leg's (always, for a new leg). */
  changed: boolean;
  /** The watched fields it moves, for the leg's history (none for a new leg). */
  changes: FieldChange[];
}

/**
 * Merges a checked feed item into a stored leg (or a new one, when `stored` is null) by the
 * feed's rules: the operations feed and movement messages both write a leg's times, stands,
 * aircraft and status through this one merge.
 */
export function mergeIntoLeg(
  stored: LegRow | null,
  item: FeedLeg,
  arrivalZone: string,
  now: Date,
): FeedMerge {
  const before = stored ? feedStateOf(stored) : null;
  const state = mergeFeedItem(before, item, arrivalZone, now);
  if (!before) return { state, changed: true, changes: [] };
  return { state, changed: !sameState(before, state), changes: feedChanges(before, state) };
}
