import type { Leg } from '@board/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { showSavedLeg } from '../../../lib/legs/saved-leg.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useSession } from '../../../session/session.ts';
import { postLegWrite } from '../api/leg-write.ts';
import type { WaitingSave } from './waiting-save.ts';
import { createSender } from './waiting-saves-sender.ts';
import { waitingSaves } from './waiting-saves-store.ts';

/** A network that says it is up may not reach the server: the sender tries again this often. */
const RETRY_MS = 15_000;

const sender = createSender({ saves: waitingSaves, post: postLegWrite });

/** The signed-in person's waiting saves, oldest first. */
export function useWaitingSaves(): readonly WaitingSave[] {
  return useSyncExternalStore(waitingSaves.subscribe, waitingSaves.list);
}

/**
 * Opens the person's waiting saves and sends them while the board is open: at once, when the
 * network comes back, and every little while as long as some wait.
 */
export function useSendWaitingSaves(): void {
  const { user } = useSession();
  const online = useOnline();
  const queryClient = useQueryClient();
  const saves = useWaitingSaves();
  const owner = user?.email ?? null;
  useEffect(() => {
    void waitingSaves.open(owner);
  }, [owner]);
  const waiting = saves.some((save) => save.state === 'waiting');
  useEffect(() => {
    if (!online || !waiting) return;
    const onSaved = (saved: Leg) => showSavedLeg(queryClient, saved);
    void sender.send(onSaved);
    const timer = setInterval(() => void sender.send(onSaved), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, queryClient]);
}
