import { DELAY_CODES, findDelayCode, isAirlineDelayCode } from '../catalogues/delay-codes.ts';
import { fault } from './mvt-fault.ts';
import { readDuration } from './mvt-fields.ts';
import type { MovementDelay } from './mvt-types.ts';

/** DL carries one or two reasons; DLA, the longer form, up to five. */
const DL_MAX = 2;
const DLA_MAX = 5;

/** Numeric (`72`, with an AHM 731 sub-code letter `41A`) or alpha (`WT`). */
const CODE = /^(?:(\d{2})[A-Z]?|([A-Z]{2}))$/;
/** An AHM 731 sub-code sent apart: `DL41/A/0030`. */
const SUB_CODE = /^[A-Z]$/;
const DURATION = /^\d{4}$/;

interface Part {
  kind: 'code' | 'sub' | 'duration';
  text: string;
}

function partOf(text: string): Part | null {
  if (CODE.test(text)) return { kind: 'code', text };
  if (SUB_CODE.test(text)) return { kind: 'sub', text };
  if (DURATION.test(text)) return { kind: 'duration', text };
  return null;
}

/**
 * The catalogue code a sent code stands for; an unknown one is named in the error. The airline's
 * own codes (00-05) have no alpha form.
 */
function catalogueCode(sent: string, line: number): string {
  const [, numeric, alpha] = CODE.exec(sent) ?? [];
  const code = numeric
    ? isAirlineDelayCode(numeric)
      ? numeric
      : findDelayCode(numeric)?.code
    : DELAY_CODES.find((c) => c.alpha === alpha)?.code;
  if (!code) throw fault('movement.errors.unknownDelayCode', line, { code: numeric ?? sent });
  return code;
}

/**
 * `DLA` followed by a code is the long form; `DLAT`, `DLAD` ... are DL with an alpha code of the
 * A group (ATFM, airport), told apart by what follows the A.
 */
function isLongForm(token: string): boolean {
  return /^DLA(?:\d|[A-Z]{2})/.test(token);
}

/** DL: the codes, then as many durations as codes or none. */
function shortForm(parts: Part[], token: string, line: number): MovementDelay[] {
  const codes: string[] = [];
  const durations: string[] = [];
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1]?.kind;
    if (part.kind === 'code' && durations.length === 0) codes.push(part.text);
    else if (part.kind === 'sub' && previous === 'code' && durations.length === 0) continue;
    else if (part.kind === 'duration' && codes.length > 0) durations.push(part.text);
    else throw fault('movement.errors.badElement', line, { value: token });
  }
  if (codes.length > DL_MAX) throw fault('movement.errors.tooManyDelays', line, { value: token });
  if (durations.length > 0 && durations.length !== codes.length)
    throw fault('movement.errors.delayDurations', line, { value: token });
  return codes.map((code, i) => {
    const duration = durations[i];
    return {
      code: catalogueCode(code, line),
      minutes: duration === undefined ? null : readDuration(duration, line),
    };
  });
}

/** DLA: code (sub-code) duration, repeated; a duration without its code or the reverse is wrong. */
function longForm(parts: Part[], token: string, line: number): MovementDelay[] {
  const pairs: Array<{ code: string; duration: string }> = [];
  let code: string | null = null;
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1]?.kind;
    if (part.kind === 'code' && code === null) code = part.text;
    else if (part.kind === 'sub' && previous === 'code') continue;
    else if (part.kind === 'duration' && code !== null) {
      pairs.push({ code, duration: part.text });
      code = null;
    } else if (part.kind === 'sub')
      throw fault('movement.errors.badElement', line, { value: token });
    else throw fault('movement.errors.delayDurations', line, { value: token });
  }
  if (code !== null) throw fault('movement.errors.delayDurations', line, { value: token });
  if (pairs.length > DLA_MAX) throw fault('movement.errors.tooManyDelays', line, { value: token });
  return pairs.map((p) => ({
    code: catalogueCode(p.code, line),
    minutes: readDuration(p.duration, line),
  }));
}

/** A DL or DLA element (the token starts with DL), as catalogue codes with their minutes. */
export function readDelayElement(token: string, line: number): MovementDelay[] {
  const long = isLongForm(token);
  const texts = token.slice(long ? 3 : 2).split('/');
  const parts = texts.map(partOf);
  if (!parts.every((p): p is Part => p !== null))
    throw fault('movement.errors.badElement', line, { value: token });
  return long ? longForm(parts, token, line) : shortForm(parts, token, line);
}
