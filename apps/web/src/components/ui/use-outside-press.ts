import { type RefObject, useEffect, useEffectEvent } from 'react';

/** Calls `onOutside` when, while `listening`, a press lands outside the element. */
export function useOutsidePress(
  ref: RefObject<HTMLElement | null>,
  listening: boolean,
  onOutside: () => void,
) {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    if (!listening) return;
    const onPointerDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) outside();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [ref, listening]);
}
