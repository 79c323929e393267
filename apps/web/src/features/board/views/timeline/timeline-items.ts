import type { TimelineBar, TimelineGroup, TimelineRow } from '@board/domain';

/** What the chart lays out from top to bottom: a group's heading, or one of its rows. */
export type ChartItem =
  | { kind: 'group'; key: string; group: TimelineGroup['key']; count: number }
  | { kind: 'row'; key: string; group: TimelineGroup['key']; row: TimelineRow };

/** Width of the stand (or registration) column, which stays in view while the chart pans. */
export const LABEL_WIDTH = 96;
/** Height of the hours' axis above the rows. */
export const AXIS_HEIGHT = 32;
export const GROUP_HEIGHT = 28;
export const ROW_HEIGHT = 40;

export const heightOf = (item: ChartItem) => (item.kind === 'group' ? GROUP_HEIGHT : ROW_HEIGHT);

/** The groups flattened, with where each item starts and which item holds each bar. */
export function chartItems(groups: readonly TimelineGroup[]) {
  const items: ChartItem[] = [];
  for (const group of groups) {
    // A single group (the fleet) needs no heading.
    if (groups.length > 1 || group.key !== 'fleet') {
      items.push({
        kind: 'group',
        key: `g:${group.key}`,
        group: group.key,
        count: group.rows.length,
      });
    }
    for (const row of group.rows) {
      items.push({ kind: 'row', key: `${group.key}:${row.key}`, group: group.key, row });
    }
  }
  const tops: number[] = [];
  let total = 0;
  for (const item of items) {
    tops.push(total);
    total += heightOf(item);
  }
  const itemOfBar = new Map<string, number>();
  items.forEach((item, index) => {
    if (item.kind === 'row') for (const bar of item.row.bars) itemOfBar.set(bar.id, index);
  });
  return { items, tops, total, itemOfBar };
}

/** Pairs of bars a tow links: the part before it and the part after, by id. */
export function towLinks(bars: readonly TimelineBar[]): { from: TimelineBar; to: TimelineBar }[] {
  const byId = new Map(bars.map((bar) => [bar.id, bar]));
  return bars.flatMap((to) => {
    const from = to.towedFrom ? byId.get(to.towedFrom) : undefined;
    return from ? [{ from, to }] : [];
  });
}
