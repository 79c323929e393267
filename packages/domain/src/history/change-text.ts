import { instantText } from '../rules/instant-text.ts';
import { shownRegistration } from '../rules/registration-mark.ts';
import { roleText } from '../rules/role-text.ts';
import type { ChangeEntry } from '../schemas/changes.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The recorded fields whose values are a stand's kind, shown by its name on the board. */
const STAND_KINDS = new Set(['pea_type_arrival', 'pea_type_departure']);

/**
 * The catalogue's text for a key, or the key where it has none: the board's i18next, the
 * server's Spanish. Taken, not imported, so the board loads no catalogue it does not show.
 */
export type Say = (key: string, params?: Record<string, string | number>) => string;

export interface ChangeTextOptions {
  /** The station's zone: instants are written in its time. */
  zone: string;
  say: Say;
  /** Instants with their day as well (a leg's whole history), not the time alone (one day's). */
  withDay?: boolean;
}

/** Who made a change: a person by name and role, the feed or a movement message by its name. */
export function changeByText(by: ChangeEntry['by'], say: Say): string {
  if (by.source !== 'user') return say(`changes.source.${by.source}`);
  return by.role ? `${by.name} (${roleText(by.role, say)})` : by.name;
}

/** A recorded field's name as the board labels it, or its key where the catalogue has none. */
export function changeFieldText(field: string, say: Say): string {
  const key = `edits.fields.${field}`;
  const text = say(key);
  return text === key ? field : text;
}

/**
 * A recorded value in a few words, the same on the board's markers, in a leg's history and in
 * the shift's handover: nothing as a dash, an instant in the station's time, a registration as
 * the board shows it (every part of a change), a stand's kind by its name, a list by its size,
 * a person or code by its name.
 */
export function changeValueText(field: string, value: unknown, options: ChangeTextOptions) {
  const { say } = options;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return say(value ? 'common.yes' : 'common.no');
  if (Array.isArray(value)) {
    return say(`edits.history.items_${value.length === 1 ? 'one' : 'other'}`, {
      count: value.length,
    });
  }
  if (typeof value === 'object') {
    return 'display_name' in value ? String(value.display_name) : '…';
  }
  const text = String(value);
  if (INSTANT.test(text)) {
    return instantText(text, options.zone, options.withDay ? 'dayTime' : 'time');
  }
  if (field === 'registration') return text.split('/').map(shownRegistration).join('/');
  if (STAND_KINDS.has(field)) {
    const key = `board.pea.${text}`;
    const name = say(key);
    return name === key ? text : name;
  }
  return text;
}
