import {
  type ChangeEntry,
  changeByText,
  changeFieldText,
  changeValueText,
  instantText,
  roleText,
  type Say,
} from '@board/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStationDay } from './station-day.tsx';

/**
 * The history's words in the language shown and the station's time, as the server writes them
 * in the handover's files: one set of rules (the domain's) for markers, history and handover.
 */
export function useChangeText() {
  const { t } = useTranslation();
  const { timeZone } = useStationDay();
  return useMemo(() => {
    const say: Say = (key, params) => t(key, params);
    return {
      field: (field: string) => changeFieldText(field, say),
      value: (field: string, value: unknown, withDay = false) =>
        changeValueText(field, value, { zone: timeZone, say, withDay }),
      by: (by: ChangeEntry['by']) => changeByText(by, say),
      at: (instant: string) => instantText(instant, timeZone, 'dayTime'),
      time: (instant: string) => instantText(instant, timeZone, 'time'),
      role: (role: string) => roleText(role, say),
    };
  }, [t, timeZone]);
}
