import type { Leg } from '@board/domain';
import { testLeg } from '@board/domain/testing';
import { modifiedPart } from '../api/modified-part.ts';
import type { WaitingSave } from './waiting-save.ts';
import type { SaveStorage } from './waiting-saves-store.ts';

/** A device's store of saves in memory: what a closed and reopened tab would find. */
export function memoryStorage(): SaveStorage & { kept: Map<string, WaitingSave> } {
  const kept = new Map<string, WaitingSave>();
  return {
    kept,
    all: async () => [...kept.values()],
    put: async (save) => {
      kept.set(save.key, structuredClone(save));
    },
    remove: async (key) => {
      kept.delete(key);
    },
  };
}

/** A CDA saved on `leg` as the person saw it, waiting under `key`. */
export function cdaSave(
  key: string,
  leg: Leg,
  over: Partial<WaitingSave> = {},
): Omit<WaitingSave, 'order' | 'owner'> {
  const cda = { name: 'Ana', last_name: 'Soto', phone_number: '+51987654321' };
  return {
    key,
    madeAt: '2026-11-27T10:00:00.000Z',
    legId: leg._id,
    flight: leg.flight_number,
    station: leg.depstn,
    write: modifiedPart(leg, 'cda_assigned', cda),
    form: { kind: 'cda', side: 'departure', name: 'cda', values: cda },
    state: 'waiting',
    ...over,
  };
}

export const legAt = (id: string, version: number) => testLeg({ _id: id, version });
