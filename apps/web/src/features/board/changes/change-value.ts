import { localTime } from '@board/domain';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the board writes it: an instant in the station's time, nothing as a dash. */
export function shown(value: unknown, zone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && INSTANT.test(value)) return localTime(value, zone);
  if (Array.isArray(value)) return String(value.length);
  if (typeof value === 'object') return '…';
  return String(value);
}
