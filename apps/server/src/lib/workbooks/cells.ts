import { isCancelledLeg, type Leg, translate } from '@board/domain';
import type { Cell, Column, RowTone } from './workbook-stream.ts';

/** Spanish text of a catalogue key: the files are in the product's language, whoever asks. */
export const es = (key: string, params?: Record<string, string | number>) => translate(key, params);

export const column = <T>(header: string, width: number, value: (row: T) => Cell): Column<T> => ({
  header,
  width,
  value,
});

/** A cancelled leg's row is greyed, as on the board. */
export const legTone = (leg: Leg | null | undefined): RowTone | null =>
  isCancelledLeg(leg) ? 'muted' : null;
