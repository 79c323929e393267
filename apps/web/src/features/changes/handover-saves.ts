import type { HandoverEntry } from '@board/domain';

/** The fields one save (a person's, a feed batch's or a message's) changed on one leg. */
export interface HandoverSave {
  key: string;
  entry: HandoverEntry;
  fields: HandoverEntry[];
}

const saveOf = (e: HandoverEntry) => `${e._id}/${e.at}/${e.by.source}/${e.by.name}`;

/**
 * The handover's entries (one per field, newest first) as one line per save, its fields in the
 * order they were recorded: the outgoing shift reads a stand change as one thing, not two.
 */
export function handoverSaves(entries: readonly HandoverEntry[]): HandoverSave[] {
  const saves: HandoverSave[] = [];
  for (const entry of entries) {
    const key = saveOf(entry);
    const last = saves.at(-1);
    if (last?.key === key) last.fields.unshift(entry);
    else saves.push({ key, entry, fields: [entry] });
  }
  return saves;
}
