import type { OvernightRecord } from '@board/domain';
import type { TFunction } from 'i18next';

/** One line of what is recorded: type, location, cut and comment. */
export function overnightSummary(t: TFunction, record: OvernightRecord | null): string {
  if (!record) return t('overnights.drawer.none');
  const type = record.type.code === null ? '' : t(`overnights.types.${record.type.code}`);
  const cut = record.cut
    ? t('overnights.drawer.cutSummary', {
        start: record.cut_duration.start,
        end: record.cut_duration.end,
        authorizer: record.cut_duration.authorizer,
      })
    : '';
  return [type, record.ubication, cut, record.comment].filter(Boolean).join(' · ');
}
