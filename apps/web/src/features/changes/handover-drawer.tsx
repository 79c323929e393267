import { handoverResponse } from '@board/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Drawer } from '../../components/ui/index.ts';
import { api } from '../../lib/api-client.ts';
import { stationDayKey, useStationDay } from '../../lib/station-day.tsx';
import { useChangeText } from '../../lib/use-change-text.ts';
import { useDownload } from '../../lib/use-download.ts';
import styles from './changes.module.css';
import { handoverSaves } from './handover-saves.ts';

const HOURS = [1, 2, 4, 8, 12] as const;

/**
 * Relevo de turno: everything that changed on the station day in the last hours, newest first,
 * to hand over in a minute; the same as Excel or printed (decision 0041).
 */
export function HandoverDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const board = useStationDay();
  const text = useChangeText();
  const download = useDownload();
  const [hours, setHours] = useState<number>(4);
  const body = { station: board.station, day: board.day, hours };
  const handover = useQuery({
    queryKey: [...stationDayKey(board.station, board.day), 'handover', hours],
    queryFn: async () => (await api.post('v1/leg/handover', body, handoverResponse)).data,
    enabled: open,
  });
  const saves = useMemo(() => handoverSaves(handover.data?.entries ?? []), [handover.data]);
  const file = (path: 'v1/leg/export-handover' | 'v1/leg/export-handover-print') =>
    download.mutate(() => api.download(path, body));
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('handover.button')}
      subtitle={`${board.station} · ${board.day}`}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => file('v1/leg/export-handover')}>
            {t('handover.excel')}
          </Button>
          <Button onClick={() => file('v1/leg/export-handover-print')}>
            {t('handover.print')}
          </Button>
        </div>
      }
    >
      <label className={styles.hours}>
        <span>{t('handover.hours')}</span>
        <select value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h} h
            </option>
          ))}
        </select>
      </label>
      {handover.data?.entries.length === 0 && <p>{t('handover.empty')}</p>}
      <ol className={styles.handover}>
        {saves.map(({ key, entry, fields }) => (
          <li key={key} className={styles.handoverItem}>
            <span className={styles.handoverTime}>{text.time(entry.at)}</span>
            <strong>{entry.flight_number}</strong>
            <ul className={styles.handoverFields}>
              {fields.map((f) => (
                <li key={f.field} className={styles.handoverField}>
                  {text.field(f.field)}: {text.value(f.field, f.before)} →{' '}
                  {text.value(f.field, f.after)}
                </li>
              ))}
            </ul>
            <span className={styles.by}>{text.by(entry.by)}</span>
          </li>
        ))}
      </ol>
    </Drawer>
  );
}
