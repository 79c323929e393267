import { describe, expect, it } from 'vitest';
import type { Leg } from '../schemas/legs.ts';
import { specialAttentions } from './cell-values.ts';

describe('special attentions', () => {
  it('add WCHC and WCHS together and keep the others apart', () => {
    const leg = {
      paxs_boarded: {
        count: { adult: 1, infant: 0 },
        ssrs: { INAD: 1, WCHR: 2, WCHC: 3, WCHS: 4, AVIH: 0, PETC: 5 },
      },
    } as Leg;
    expect(specialAttentions(leg)).toEqual({ INAD: 1, WCHR: 2, WCHC_WCHS: 7, AVIH: 0, PETC: 5 });
  });
});
