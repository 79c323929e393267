import type { DelaysFormInput, DelaysFormOutput } from '@board/domain';
import type { UseFormReturn } from 'react-hook-form';

/** The form the delay entries belong to. */
export type DelaysForm = UseFormReturn<DelaysFormInput, unknown, DelaysFormOutput>;

/**
 * Judges the codes as soon as one is picked (section 5: no code twice): the picked one, and every
 * other entry that has a code, since a repeat is told on the later entry and may start or end
 * there. Entries still without a code are left alone until their turn.
 */
export function checkCodes(form: DelaysForm, picked: number) {
  const paths = form
    .getValues('delays')
    .flatMap((entry, j) =>
      j === picked || entry.delay.code !== '' ? [`delays.${j}.delay.code` as const] : [],
    );
  return form.trigger(paths);
}
