import type { Leg } from '@board/domain';
import { useEffect, useRef } from 'react';
import { type LegSelection, sideState } from '../../selection/use-leg-selection.ts';
import styles from './general.module.css';

export function SelectBox(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  side: 'arrival' | 'departure';
  onChange(on: boolean): void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.check}
      data-side={props.side}
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.checked)}
    />
  );
}

/** Checks every selectable leg of one side; indeterminate when only some are checked. */
export function SelectAllBox(props: {
  label: string;
  legs: (Leg | null)[];
  selection: LegSelection;
}) {
  const box = useRef<HTMLInputElement>(null);
  const state = sideState(props.legs, props.selection.selected);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state.indeterminate;
  }, [state.indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={styles.check}
      aria-label={props.label}
      checked={state.checked}
      disabled={state.disabled}
      onChange={(event) => props.selection.setMany(props.legs, event.target.checked)}
    />
  );
}
