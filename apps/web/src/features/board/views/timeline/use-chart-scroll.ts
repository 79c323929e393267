import { useEffect, useLayoutEffect, useRef } from 'react';
import { LABEL_WIDTH } from './timeline-items.ts';
import { type TimeScale, xOf } from './timeline-scale.ts';

/** Scrolls a bar into the middle of the view, then focuses its first flight and flashes it. */
export function useJump(
  jump: { barId: string; count: number } | null,
  scroller: HTMLElement | null,
  toIndex: (index: number) => void,
  place: (barId: string) => { index: number; x: number } | null,
) {
  useEffect(() => {
    const element = scroller;
    const target = jump && place(jump.barId);
    if (!element || !jump || !target) return;
    toIndex(target.index);
    element.scrollLeft = Math.max(target.x - (element.clientWidth - LABEL_WIDTH) / 3, 0);
    // The row is drawn once the list has scrolled to it.
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const bar = element.querySelector<HTMLElement>(`[data-bar-id="${CSS.escape(jump.barId)}"]`);
        bar?.querySelector('button')?.focus({ preventScroll: true });
        bar?.setAttribute('data-flash', 'true');
        setTimeout(() => bar?.removeAttribute('data-flash'), 2_000);
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [jump, scroller, toIndex, place]);
}

/** Keeps the same instant in the middle of the view when the zoom changes. */
export function useKeptCentre(scroller: HTMLElement | null, scale: TimeScale, startAt: number) {
  const centre = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller;
    if (!element) return;
    const view = element.clientWidth - LABEL_WIDTH;
    const at = centre.current ?? startAt;
    element.scrollLeft = Math.max(
      xOf(scale, at) - (centre.current === null ? view / 4 : view / 2),
      0,
    );
    const remember = () => {
      centre.current = scale.from + ((element.scrollLeft + view / 2) / scale.hourPx) * 3_600_000;
    };
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [scroller, scale, startAt]);
}
