import { type Leg, legSchema } from '@board/domain';
import { ApiError } from '../../../lib/api-error.ts';
import type { LegWrite } from '../api/leg-write.ts';
import { afterSent, nextToSend, type WaitingSave } from './waiting-save.ts';
import type { WaitingSaves } from './waiting-saves-store.ts';

/** Nothing reached the server, or it could not answer now: the save waits and is tried again. */
function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 0 || error.status >= 500 || error.status === 401 || error.code === 'status'
  );
}

/** What happened to one save sent: applied, kept for later, or needing the person. */
type Outcome = 'sent' | 'later' | 'stuck';

/**
 * Sends the waiting saves one at a time, oldest first, each under its key. A save the server
 * applied leaves the list and is told of; a conflict keeps it with the leg as
 * recorded now; a refusal keeps it with the reason; no network (or a session to renew) stops the
 * round, to be tried again. Only one round runs at a time.
 */
export function createSender(deps: {
  saves: WaitingSaves;
  post(write: LegWrite, key: string): Promise<Leg>;
}) {
  let running: Promise<void> | null = null;

  async function sendOne(save: WaitingSave, onSaved: (saved: Leg) => void): Promise<Outcome> {
    try {
      const saved = await deps.post(save.write, save.key);
      await deps.saves.update((saves) => afterSent(saves, save, saved));
      onSaved(saved);
      return 'sent';
    } catch (error) {
      if (isPassing(error)) return 'later';
      const current =
        error instanceof ApiError && error.code === 'VERSION_CONFLICT'
          ? legSchema.safeParse(error.current)
          : null;
      const stuck: Partial<WaitingSave> = current?.success
        ? { state: 'conflict', current: current.data }
        : { state: 'refused', refusal: refusalOf(error) };
      await deps.saves.update((saves) =>
        saves.map((s) => (s.key === save.key ? { ...s, ...stuck } : s)),
      );
      return 'stuck';
    }
  }

  async function round(onSaved: (saved: Leg) => void) {
    for (;;) {
      const next = nextToSend(deps.saves.list());
      if (!next || (await sendOne(next, onSaved)) === 'later') return;
    }
  }

  return {
    /** Sends what waits, telling `onSaved` of each save applied; a call while a round runs joins it. */
    send(onSaved: (saved: Leg) => void): Promise<void> {
      running ??= round(onSaved).finally(() => {
        running = null;
      });
      return running;
    },
  };
}

function refusalOf(error: unknown): WaitingSave['refusal'] {
  if (error instanceof ApiError) {
    return { code: error.code, fields: error.fields, params: error.params };
  }
  return { code: 'INTERNAL', fields: [], params: {} };
}
