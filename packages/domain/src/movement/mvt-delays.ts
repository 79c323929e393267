import { DELAY_CODES, findDelayCode, isAirlineDelayCode } from '../catalogues/delay-codes.ts';
import { fault } from './mvt-fault.ts';
import { readDuration } from './mvt-fields.ts';
import type { MovementDelay } from './mvt-types.ts';

/**
 * DL carries one or two reasons; EDL the ones past them, laid out as DL is (`EDL87/0005`). DLA is
 * the form that carries AHM 731 sub-codes (`DLA93A/81B//`), laid out as DL is (codes, then as many
 * durations, which may be left blank when a DL line of the same message gives them); it is also
 * read as code/duration pairs, up to five, as some systems send it for more than two reasons
 * (decision 0025).
 */
const DL_MAX = 2;
const DLA_MAX = 5;
const EDL_MAX = DLA_MAX - DL_MAX;

/** Numeric (`72`, with an AHM 731 sub-code letter `41A`) or alpha (`WT`). */
const CODE = /^(?:(\d{2})([A-Z])?|([A-Z]{2}))$/;
/** An AHM 731 sub-code sent apart: `DL41/A/0030`. */
const SUB_CODE = /^[A-Z]$/;
const DURATION = /^\d{4}$/;

interface Part {
  kind: 'code' | 'sub' | 'duration' | 'blank';
  text: string;
}

function partOf(text: string): Part | null {
  if (CODE.test(text)) return { kind: 'code', text };
  if (SUB_CODE.test(text)) return { kind: 'sub', text };
  if (DURATION.test(text)) return { kind: 'duration', text };
  if (text === '') return { kind: 'blank', text };
  return null;
}

/** A reason as sent: its code, and the sub-code attached (`41A`) or sent apart (`41/A`). */
interface SentReason {
  code: string;
  subCode: string | null;
}

/**
 * The catalogue code a sent code stands for; an unknown one is named in the error. The airline's
 * own codes (00-05) have no alpha form.
 */
function catalogueCode(sent: string, line: number): string {
  const [, numeric, , alpha] = CODE.exec(sent) ?? [];
  const code = numeric
    ? isAirlineDelayCode(numeric)
      ? numeric
      : findDelayCode(numeric)?.code
    : DELAY_CODES.find((c) => c.alpha === alpha)?.code;
  if (!code) throw fault('movement.errors.unknownDelayCode', line, { code: numeric ?? sent });
  return code;
}

const attachedSub = (sent: string) => CODE.exec(sent)?.[2] ?? null;

/**
 * `DLA` followed by a code is the long form; `DLAT`, `DLAD` ... are DL with an alpha code of the
 * A group (ATFM, airport), told apart by what follows the A.
 */
function isLongForm(token: string): boolean {
  return /^DLA(?:\d|[A-Z]{2})/.test(token);
}

/**
 * Codes (each with its sub-code), then durations: as many as codes, or none. Blank durations
 * (`//`) are allowed where `blanks` says so, and stand for a duration not given.
 */
function codesThenDurations(
  parts: Part[],
  token: string,
  line: number,
  blanks: boolean,
): { reasons: SentReason[]; durations: (string | null)[] } {
  const reasons: SentReason[] = [];
  const durations: (string | null)[] = [];
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1]?.kind;
    const last = reasons.at(-1);
    if (part.kind === 'code' && durations.length === 0)
      reasons.push({ code: part.text, subCode: attachedSub(part.text) });
    else if (part.kind === 'sub' && previous === 'code' && last && !last.subCode)
      last.subCode = part.text;
    else if (part.kind === 'duration' && reasons.length > 0) durations.push(part.text);
    else if (part.kind === 'blank' && blanks && reasons.length > 0) durations.push(null);
    else throw fault('movement.errors.badElement', line, { value: token });
  }
  if (durations.length > 0 && durations.length !== reasons.length)
    throw fault('movement.errors.delayDurations', line, { value: token });
  return { reasons, durations };
}

/** DLA as code (sub-code) duration, repeated; a duration without its code or the reverse is wrong. */
function pairs(parts: Part[], token: string, line: number) {
  const reasons: SentReason[] = [];
  const durations: string[] = [];
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1]?.kind;
    const open = reasons.length > durations.length;
    const last = reasons.at(-1);
    if (part.kind === 'code' && !open)
      reasons.push({ code: part.text, subCode: attachedSub(part.text) });
    else if (part.kind === 'sub' && previous === 'code' && last && !last.subCode)
      last.subCode = part.text;
    else if (part.kind === 'duration' && open) durations.push(part.text);
    else if (part.kind === 'sub' || part.kind === 'blank')
      throw fault('movement.errors.badElement', line, { value: token });
    else throw fault('movement.errors.delayDurations', line, { value: token });
  }
  if (reasons.length > durations.length)
    throw fault('movement.errors.delayDurations', line, { value: token });
  return { reasons, durations };
}

/** DLA: codes then durations when every code comes first, else code/duration pairs. */
function longForm(parts: Part[], token: string, line: number) {
  const firstDuration = parts.findIndex((p) => p.kind === 'duration' || p.kind === 'blank');
  const codesFirst =
    firstDuration === -1 ||
    parts.slice(firstDuration).every((p) => p.kind === 'duration' || p.kind === 'blank');
  return codesFirst ? codesThenDurations(parts, token, line, true) : pairs(parts, token, line);
}

/**
 * A DL, DLA or EDL element (the token starts with DL or EDL), as catalogue codes with their
 * sub-codes and minutes; a duration not given is null.
 */
export function readDelayElement(token: string, line: number): MovementDelay[] {
  const extra = token.startsWith('EDL');
  const long = !extra && isLongForm(token);
  const texts = token.slice(long || extra ? 3 : 2).split('/');
  const parts = texts.map(partOf);
  if (!parts.every((p): p is Part => p !== null))
    throw fault('movement.errors.badElement', line, { value: token });
  const { reasons, durations } = long
    ? longForm(parts, token, line)
    : codesThenDurations(parts, token, line, false);
  if (reasons.length > (long ? DLA_MAX : extra ? EDL_MAX : DL_MAX))
    throw fault('movement.errors.tooManyDelays', line, { value: token });
  return reasons.map((reason, i) => {
    const duration = durations[i];
    return {
      code: catalogueCode(reason.code, line),
      subCode: reason.subCode,
      minutes: duration == null ? null : readDuration(duration, line),
    };
  });
}

/**
 * Adds an element's reasons to those the message already gave. A reason another element of the
 * message already named completes it (a DLA line giving the sub-codes of a DL line's reasons,
 * `DL93/0020` with `DLA93A//`) rather than counting twice.
 */
export function addDelays(into: MovementDelay[], delays: MovementDelay[]) {
  const before = into.length;
  for (const delay of delays) {
    const same = into
      .slice(0, before)
      .find(
        (d) =>
          d.code === delay.code &&
          (d.minutes === null || delay.minutes === null) &&
          (d.subCode === null || delay.subCode === null || d.subCode === delay.subCode),
      );
    if (!same) into.push(delay);
    else {
      same.minutes ??= delay.minutes;
      same.subCode ??= delay.subCode;
    }
  }
}
