import { type ComponentType, createContext, useContext } from 'react';

type PendingMarkView = ComponentType<{ legId: string }>;

/**
 * What the views show beside a flight with a save still on the device: the app brings it from
 * leg editing, which keeps those saves. Without it (a test of one cell) a flight shows none.
 */
const PendingMarkContext = createContext<PendingMarkView | null>(null);

export const PendingMarkProvider = PendingMarkContext.Provider;

/** "Pendiente de envío" or "No enviado" beside a flight, if a save of it waits. */
export function PendingMark({ legId }: { legId: string }) {
  const Mark = useContext(PendingMarkContext);
  return Mark ? <Mark legId={legId} /> : null;
}
