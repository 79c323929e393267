import { capabilities, type Role } from '../permissions/roles.ts';
import type { DelayEntry } from '../schemas/legs.ts';

/** An entry as a delays call asks for it: the rest is the server's to work out. */
export interface RequestedDelay {
  delay: { code: string };
  minutes: number;
  description: string;
}

/** The minutes of a list of entries, as `delays_min_total` says them. */
export const delayMinutes = (entries: readonly { minutes: number }[]) =>
  entries.reduce((sum, entry) => sum + entry.minutes, 0);

/** The codes of a list of entries joined as `delays_codes` shows them ("93/81"). */
export const delayCodesText = (entries: readonly { delay: { code: string } }[]) =>
  entries.map((entry) => entry.delay.code).join('/');

/**
 * The entries a delays save records. An entry whose code, minutes and description are as stored
 * keeps its editor, time and duty mark (no longer flagged updated); any other is new or changed,
 * named from the catalogue and signed by the editor now, marked as the duty's when a
 * supervisor saves it (section 4).
 */
export function recordedDelayEntries(args: {
  stored: readonly DelayEntry[];
  requested: readonly RequestedDelay[];
  catalogue: ReadonlyMap<string, { name: string; iataResponsible: string }>;
  editor: { name: string; role: Role | null };
  at: string;
}): DelayEntry[] {
  const { stored, catalogue, editor, at } = args;
  return args.requested.map((entry): DelayEntry => {
    const before = stored.find((s) => s.delay.code === entry.delay.code);
    const unchanged =
      before && before.minutes === entry.minutes && before.description === entry.description;
    if (before && unchanged) return { ...before, isUpdated: false };
    const code = catalogue.get(entry.delay.code);
    return {
      delay: {
        code: entry.delay.code,
        name: code?.name ?? '',
        iataResponsible: code?.iataResponsible ?? '',
      },
      minutes: entry.minutes,
      description: entry.description,
      last_editor: { name: editor.name, role: editor.role ?? '' },
      last_update: at,
      modified_by_duty: capabilities(editor.role).supervisor,
      isUpdated: true,
    };
  });
}

/** Whether two lists record the same delays: codes, minutes and descriptions, in order. */
export function sameDelays(a: readonly RequestedDelay[], b: readonly RequestedDelay[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        entry.delay.code === other.delay.code &&
        entry.minutes === other.minutes &&
        entry.description === other.description
      );
    })
  );
}
