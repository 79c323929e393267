import { type DelayLine, NO_DELAY_CODE } from '@board/domain';
import type { ReactNode } from 'react';
import { MvtTag } from '../../../../lib/legs/mvt-tag.tsx';
import { DelayButton } from '../departures/delay-button.tsx';
import { TimeCell } from '../leg-cells.tsx';

/** The code, with the tag saying a movement message recorded it. */
export const DelayCode = ({ line }: { line: DelayLine }) => (
  <>
    {line.entry?.delay.code ?? NO_DELAY_CODE}
    <MvtTag entry={line.entry} />
  </>
);

/** The Demoras cells drawn on screen: the late time in red, the code's tag, the button. */
export const delayCells = (
  zone: string,
): Partial<Record<string, (line: DelayLine) => ReactNode>> => ({
  etd: ({ leg }) => <TimeCell leg={leg} value={leg.etd} zone={zone} marker="RED" />,
  code: (line) => <DelayCode line={line} />,
  action: ({ leg }) => <DelayButton leg={leg} />,
});
