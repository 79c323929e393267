import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { generatedMessage, generatedText } from './mvt-arbitraries.ts';
import { parseMovementText } from './mvt-parse.ts';

/** Lines that look like telex, so generated text reaches past the first checks. */
const TELEX_LINE = fc.oneof(
  fc.constantFrom(
    'MVT',
    'MVA',
    'COR',
    'MVT COR',
    'QU LIMKKLA',
    '.SCLKKLA 231015',
    'NNNN',
    '',
    'SI',
  ),
  fc.stringMatching(/^[A-Z]{2,3}[0-9/A-Z. ]{0,14}$/),
  fc.stringMatching(/^[A-Z0-9]{2}\d{1,5}[A-Z]?\/\d{1,3}\.[A-Z0-9.-]{0,9}$/),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const TELEX_TEXT = fc
  .tuple(fc.array(TELEX_LINE, { maxLength: 14 }), fc.constantFrom('\n', '\r\n', '\r'))
  .map(([lines, end]) => lines.join(end));

describe('movement text, generated', () => {
  it('never throws, and every result is a piece of the text with a translated error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), TELEX_TEXT), (text) => {
        for (const parse of parseMovementText(text)) {
          expect(text).toContain(parse.text);
          expect(parse.text.trim()).not.toBe('');
          if (!parse.ok)
            expect(translate(parse.error.key, parse.error.params)).not.toBe(parse.error.key);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a message of random valid parts back to those parts', () => {
    fc.assert(
      fc.property(generatedMessage, ({ lines, expected }) => {
        const text = lines.join('\n');
        expect(parseMovementText(text)).toEqual([{ ok: true, text, message: expected }]);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads several generated messages in one text, each with its own text', () => {
    fc.assert(
      fc.property(generatedText, ({ text, messages }) => {
        expect(parseMovementText(text)).toEqual(
          messages.map((m) => ({ ok: true, text: m.text, message: m.expected })),
        );
      }),
      { numRuns: 300 },
    );
  });
});
