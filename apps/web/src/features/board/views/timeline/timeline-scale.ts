import { addDays, localTime, type TimelineBar, zonedInstant } from '@board/domain';

/** The windows the zoom offers, in hours: from a close look at a bank to the whole day. */
export const ZOOM_HOURS = [3, 6, 12, 24] as const;
export type ZoomHours = (typeof ZOOM_HOURS)[number];

const HOUR = 3_600_000;
/** Bars of the day may reach into the evening before and the morning after, this far at most. */
const REACH = 12 * HOUR;

/** Where the picture's time axis starts and ends, and how wide an hour is drawn. */
export interface TimeScale {
  from: number;
  to: number;
  hourPx: number;
}

/**
 * The station day, local midnight to midnight, widened to whole hours that hold every bar (a
 * rotation across midnight shows whole), but never more than 12 hours either side.
 */
export function timeScale(
  day: string,
  zone: string,
  bars: readonly TimelineBar[],
  viewPx: number,
  zoom: ZoomHours,
): TimeScale {
  const dayStart = zonedInstant(day, '00:00', zone).getTime();
  const dayEnd = zonedInstant(addDays(day, 1), '00:00', zone).getTime();
  let from = dayStart;
  let to = dayEnd;
  for (const bar of bars) {
    from = Math.min(from, Math.max(bar.start, dayStart - REACH));
    to = Math.max(to, Math.min(bar.end, dayEnd + REACH));
  }
  // Whole hours from the day's midnight, so ticks fall on the station's full hours.
  from = dayStart - Math.ceil((dayStart - from) / HOUR) * HOUR;
  to = dayEnd + Math.ceil((to - dayEnd) / HOUR) * HOUR;
  return { from, to, hourPx: Math.max(viewPx, 1) / zoom };
}

export const xOf = (scale: TimeScale, instant: number) =>
  ((instant - scale.from) / HOUR) * scale.hourPx;
export const widthOf = (scale: TimeScale) => xOf(scale, scale.to);

/** The hour marks of the axis, labelled in the station's time; fewer when hours are narrow. */
export function hourTicks(
  scale: TimeScale,
  zone: string,
): { at: number; x: number; label: string }[] {
  const every = scale.hourPx >= 60 ? 1 : scale.hourPx >= 30 ? 2 : 3;
  const ticks = [];
  for (let at = scale.from, i = 0; at <= scale.to; at += HOUR, i += 1) {
    if (i % every === 0)
      ticks.push({ at, x: xOf(scale, at), label: localTime(new Date(at), zone) });
  }
  return ticks;
}
