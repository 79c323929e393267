import type { ChangesSince, DayDeltaMessage } from '@board/domain';

/**
 * The board's change markers (POST /v1/leg/changes-since, kept per station day) with a change's
 * history entries added: those of other people, the feed and movement messages; a user's own
 * saves are never marked to them, as the server leaves them out.
 */
export function markedChanges(
  kept: ChangesSince,
  marks: DayDeltaMessage['marks'],
  userId: string,
): ChangesSince {
  const news = marks.filter((mark) => mark.author_id !== userId);
  if (news.length === 0) return kept;
  const legs = kept.legs.map((leg) => ({ ...leg, changes: [...leg.changes] }));
  for (const mark of news) {
    const leg = legs.find((shown) => shown._id === mark._id);
    if (leg) leg.changes.push(...mark.changes);
    else legs.push({ _id: mark._id, flight_number: mark.flight_number, changes: mark.changes });
  }
  return { ...kept, legs };
}
