import type { TrailersFormInput, TrailersFormOutput } from '@board/domain';
import type { UseFormReturn } from 'react-hook-form';

/** The form the tow fields belong to. */
export type TrailersForm = UseFormReturn<TrailersFormInput, unknown, TrailersFormOutput>;

/** Longest text of each tow field, as the shared tow schema allows. */
export const TRAILER_MAX = {
  stand: 8,
  overnight: 40,
  equipment: 20,
  operator: 60,
  description: 300,
};
