import { parse } from 'csv-parse/sync';

const NESTED: Record<string, [string, string]> = {
  stand_arrival_type: ['stand_arrival', 'type'],
  stand_arrival_number: ['stand_arrival', 'number'],
  stand_arrival_tape: ['stand_arrival', 'tape'],
  stand_departure_type: ['stand_departure', 'type'],
  stand_departure_number: ['stand_departure', 'number'],
  stand_departure_hall: ['stand_departure', 'hall'],
  pax_adult: ['pax', 'adult'],
  pax_infant: ['pax', 'infant'],
};
const NUMBERS = new Set([
  'pax_adult',
  'pax_infant',
  'baggage_total',
  'baggage_weight_total',
  'load',
  'capacity',
]);

/** A CSV cell as a feed value: empty is "not sent", the word null clears, figures are numbers. */
function cell(column: string, text: string): unknown {
  if (text === 'null') return null;
  if (NUMBERS.has(column) && /^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** Feed items from a CSV with a header row of flat column names (stand_arrival_number, ...). */
export function itemsFromCsv(text: string): unknown[] {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: true }) as Record<
    string,
    string
  >[];
  return rows.map((row) => {
    const item: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) {
      if (value === '') continue;
      const nested = NESTED[column];
      if (nested) {
        const [parent, field] = nested;
        item[parent] = { ...(item[parent] as object), [field]: cell(column, value) };
      } else {
        item[column] = cell(column, value);
      }
    }
    return item;
  });
}

/** Feed items from a JSON file: an array of items, or a batch object { legs: [...] }. */
export function itemsFromJson(text: string): unknown[] {
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object' && Array.isArray((parsed as { legs?: unknown }).legs)) {
    return (parsed as { legs: unknown[] }).legs;
  }
  throw new Error('the JSON file must hold an array of legs or an object { "legs": [...] }');
}
