/**
 * Cuts a pasted or received text into its messages. A message is what follows a Type B
 * envelope, a COR or an MVT/MVA line, up to a blank line, an end marker or the next such start.
 * Blank lines inside the envelope and header (before the flight line) do not end a message, so an
 * envelope set apart from its text by a blank line still belongs to it.
 */

/** What a line is to the splitter, and so to the reader of the message's header. */
export type LineKind = 'address' | 'origin' | 'cor' | 'identifier' | 'other';

export interface MessageLine {
  /** Position in the message's own text, from 1; blank lines inside a message count. */
  number: number;
  /** The line without control characters and without surrounding spaces, case as sent. */
  text: string;
  kind: LineKind;
}

export interface MessageBlock {
  /** The message's original text, envelope included, as it stood in the input. */
  text: string;
  lines: MessageLine[];
}

/** Priority code (QU, QK, QD, QX ...) then 7-character addresses. */
const ADDRESS_LINE = /^Q[A-Z](?:\s+[A-Z0-9]{7})+$/;
/** More addresses on the lines after the priority line. */
const MORE_ADDRESSES = /^[A-Z0-9]{7}(?:\s+[A-Z0-9]{7})*$/;
const ORIGIN_LINE = /^\.[A-Z0-9]{7}(?:\s|$)/;
const COR_LINE = /^COR$/;
const IDENTIFIER_LINE = /^(?:COR\s+)?MV[TA](?:\s+COR)?$/;
/** Telex start and end markers (ZCZC, NNNN) and `=` section lines carry no message content. */
const MARKER_LINE = /^(?:NNNN|ZCZC(?:\s.*)?|=.*)$/;

/** Tab stays (it separates like a space); other control characters are line noise. */
const withoutControls = (text: string) =>
  Array.from(text)
    .filter((c) => c === '\t' || (c >= ' ' && c !== '\u007f'))
    .join('');

type Stage = 'envelope' | 'header' | 'body';

interface OpenBlock {
  start: number;
  end: number;
  first: number;
  stage: Stage;
  hasOrigin: boolean;
  hasIdentifier: boolean;
  lines: MessageLine[];
}

function kindOf(upper: string, block: OpenBlock | null): LineKind {
  if (ADDRESS_LINE.test(upper)) return 'address';
  if (ORIGIN_LINE.test(upper)) return 'origin';
  if (COR_LINE.test(upper)) return 'cor';
  if (IDENTIFIER_LINE.test(upper)) return 'identifier';
  const inAddresses = block?.stage === 'envelope' && !block.hasOrigin;
  return inAddresses && MORE_ADDRESSES.test(upper) ? 'address' : 'other';
}

function startsAnother(block: OpenBlock, kind: LineKind): boolean {
  switch (kind) {
    case 'address':
      return block.lines.at(-1)?.kind !== 'address';
    case 'origin':
      return block.stage !== 'envelope' || block.hasOrigin;
    case 'cor':
      return block.stage !== 'envelope';
    case 'identifier':
      return block.hasIdentifier || block.stage === 'body';
    default:
      return false;
  }
}

function advance(block: OpenBlock, kind: LineKind) {
  if (kind === 'origin') block.hasOrigin = true;
  if (kind === 'identifier') block.hasIdentifier = true;
  if (kind === 'cor' || kind === 'identifier') block.stage = 'header';
  if (kind === 'other') block.stage = 'body';
}

/**
 * Every message of the text, in order, each cut only when it is asked for: a caller applying
 * thousands of messages reads each one just before it applies it, never the whole text at once.
 * Text holding no line of content gives none.
 */
export function* messageBlocks(input: string): Generator<MessageBlock> {
  let open: OpenBlock | null = null;
  /** The open message as a block, and no message open any more. */
  const close = (): MessageBlock | null => {
    const block: OpenBlock | null = open;
    open = null;
    return block && { text: input.slice(block.start, block.end), lines: block.lines };
  };
  const breaks = /\r\n|\n|\r/g;
  let start = 0;
  for (let index = 0; start <= input.length; index++) {
    const found = breaks.exec(input);
    const end = found ? found.index : input.length;
    const text = withoutControls(input.slice(start, end)).trim();
    const upper = text.toUpperCase();
    const current: OpenBlock | null = open;
    let done: MessageBlock | null = null;
    if (!text) {
      if (current?.stage === 'body') done = close();
    } else if (MARKER_LINE.test(upper)) {
      done = close();
    } else {
      const kind = kindOf(upper, current);
      if (current && startsAnother(current, kind)) done = close();
      open ??= {
        start,
        end,
        first: index,
        stage: 'envelope',
        hasOrigin: false,
        hasIdentifier: false,
        lines: [],
      };
      open.lines.push({ number: index - open.first + 1, text, kind });
      open.end = end;
      advance(open, kind);
    }
    if (done) yield done;
    if (!found) break;
    start = breaks.lastIndex;
  }
  const last = close();
  if (last) yield last;
}
