import type { Leg } from '@board/domain';

/** Section 2 shows WCHC and WCHS together; the other special-assistance codes one by one. */
export function specialAttentions(leg: Leg) {
  const s = leg.paxs_boarded.ssrs;
  return { INAD: s.INAD, WCHR: s.WCHR, WCHC_WCHS: s.WCHC + s.WCHS, AVIH: s.AVIH, PETC: s.PETC };
}
