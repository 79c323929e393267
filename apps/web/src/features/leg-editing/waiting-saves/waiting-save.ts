import type { FieldError, Leg, LegSide } from '@board/domain';
import type { DrawerRequest } from '../../../lib/legs/drawer-request.ts';
import type { LegWrite } from '../api/leg-write.ts';

/**
 * What the person filled in, to put back in the drawer when the save cannot go as made: the
 * drawer and side it came from, which of its forms (`name`), and the form's values.
 */
export interface SavedForm {
  kind: DrawerRequest['kind'];
  side: LegSide;
  name: string;
  values: unknown;
}

/** Why the server refused a waiting save, to say so until the person discards it. */
export interface Refusal {
  code: string;
  fields: FieldError[];
  params: Record<string, string | number>;
}

/**
 * A save made without a network, kept on the device until the server has it. `key` names the
 * save to the server (SAVE_KEY_HEADER), so sending it twice applies it once; `order` is the
 * order the person saved in, which is the order it is sent in.
 */
export interface WaitingSave {
  key: string;
  /** The e-mail of the account that made it: no one else sees or sends it. */
  owner: string;
  order: number;
  madeAt: string;
  legId: string;
  flight: string;
  station: string;
  write: LegWrite;
  form: SavedForm;
  state: 'waiting' | 'conflict' | 'refused';
  /** A conflict: the leg as recorded now, beside which the person chooses. */
  current?: Leg;
  refusal?: Refusal;
}

/** Sent, or needing the person: a save the sender passes over. */
const stuck = (save: WaitingSave) => save.state !== 'waiting';

/**
 * The next save to send: the oldest waiting one whose leg has no older save stuck on a conflict
 * or a refusal (it was made after that one, and may build on it).
 */
export function nextToSend(saves: readonly WaitingSave[]): WaitingSave | undefined {
  const blocked = new Set<string>();
  for (const save of [...saves].sort((a, b) => a.order - b.order)) {
    if (stuck(save)) blocked.add(save.legId);
    else if (!blocked.has(save.legId)) return save;
  }
  return undefined;
}

/**
 * The saves after `sent` was applied as `saved`. A later save of the same leg was made on the
 * version `sent` was made on (the person saw their own save as waiting), so it moves on to the
 * version `sent` made. Only when nothing else came in between: otherwise it stays on its
 * version, and the server says it is a conflict.
 */
export function afterSent(
  saves: readonly WaitingSave[],
  sent: WaitingSave,
  saved: Leg,
): WaitingSave[] {
  const madeOn = sent.write.body.version;
  const followsDirectly = saved.version === madeOn + 1;
  return saves
    .filter((save) => save.key !== sent.key)
    .map((save) =>
      followsDirectly && save.legId === sent.legId && save.write.body.version === madeOn
        ? rebased(save, saved.version)
        : save,
    );
}

function rebased(save: WaitingSave, version: number): WaitingSave {
  return { ...save, write: { ...save.write, body: { ...save.write.body, version } } as LegWrite };
}
