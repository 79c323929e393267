import { type Leg, sideOf } from '@board/domain';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { showSavedLeg } from '../../../lib/legs/saved-leg.ts';
import { type LegWrite, postLegWrite } from '../api/leg-write.ts';
import type { SavedForm, WaitingSave } from './waiting-save.ts';
import { type WaitingSaves, waitingSaves } from './waiting-saves-store.ts';

/** What became of a save: the server has it, or it waits on the device for the network. */
export type Delivery = { saved: Leg } | { waiting: WaitingSave };

/**
 * A key no other save will have. Made from random bytes, not `crypto.randomUUID`, which a board
 * served over plain HTTP inside a station's network does not have.
 */
function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface SaveAbout {
  /** The leg as the person edited it. */
  leg: Leg;
  form: SavedForm;
  /** A waiting save this one takes the place of (its conflict was resolved in the drawer). */
  replaces?: string;
}

interface DeliveryDeps {
  saves: WaitingSaves;
  post(write: LegWrite, key: string): Promise<Leg>;
  online(): boolean;
  onSaved(saved: Leg): void;
}

/**
 * How a drawer saves. With a network, the write goes at once and shows on the board; without
 * one, or when the request gets no answer, it is kept on the device under the key it was sent
 * with (the server applies that key once, should the lost request have arrived after all). A
 * leg with saves already waiting queues the new one behind them, as it was made after them.
 */
export async function deliverSave(
  deps: DeliveryDeps,
  write: LegWrite,
  about: SaveAbout,
): Promise<Delivery> {
  const { leg, form, replaces } = about;
  const key = newSaveKey();
  async function keep(): Promise<Delivery> {
    const waiting = await deps.saves.add({
      key,
      madeAt: new Date().toISOString(),
      legId: leg._id,
      flight: leg.flight_number,
      station: sideOf(leg, form.side).station,
      write,
      form,
      state: 'waiting',
    });
    if (replaces) await deps.saves.remove(replaces);
    return { waiting };
  }
  const behind = deps.saves
    .list()
    .some((save) => save.legId === leg._id && save.state === 'waiting' && save.key !== replaces);
  if (!deps.online() || behind) return keep();
  let saved: Leg;
  try {
    saved = await deps.post(write, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return keep();
    throw error;
  }
  if (replaces) await deps.saves.remove(replaces);
  deps.onSaved(saved);
  return { saved };
}

/** `deliverSave` with the device's saves, the network as the query client sees it, and the board. */
export function useDeliverSave() {
  const queryClient = useQueryClient();
  return (write: LegWrite, about: SaveAbout) =>
    deliverSave(
      {
        saves: waitingSaves,
        post: postLegWrite,
        online: () => onlineManager.isOnline(),
        onSaved: (saved) => showSavedLeg(queryClient, saved),
      },
      write,
      about,
    );
}
