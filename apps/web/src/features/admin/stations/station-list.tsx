import type { Station } from '@board/domain';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton } from '../../../components/ui/index.ts';
import styles from './stations.module.css';

interface StationListProps {
  stations: readonly Station[] | undefined;
  failed: boolean;
  /** The station whose change is under way: its button waits. */
  busy: string | null;
  onRemove(station: Station): void;
}

/** The airports that have a board now, each with its way out. */
export function StationList({ stations, failed, busy, onRemove }: StationListProps) {
  const { t } = useTranslation();
  if (failed) return <Alert color="danger" title={t('admin.stations.loadError')} />;
  if (!stations) return <Skeleton rows={5} height={28} />;
  if (stations.length === 0) return <p className={styles.muted}>{t('admin.stations.empty')}</p>;

  return (
    <div className={styles.scroller}>
      <table className={styles.table} data-testid="station-list">
        <colgroup>
          <col className={styles.colCode} />
          <col />
          <col className={styles.colCountry} />
          <col className={styles.colZone} />
          <col className={styles.colAction} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('admin.stations.code')}</th>
            <th scope="col">{t('admin.stations.name')}</th>
            <th scope="col">{t('admin.stations.country')}</th>
            <th scope="col">{t('admin.stations.zone')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.stations.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stations.map((station) => (
            <tr key={station.stn} data-station={station.stn}>
              <td className={styles.code}>{station.stn}</td>
              <td className={styles.name}>{station.name}</td>
              <td className={styles.country}>{station.country}</td>
              <td className={styles.zone} title={station.time_zone}>
                {station.time_zone}
              </td>
              <td className={styles.action}>
                <Button
                  variant="tertiary"
                  icon={<MapPinOff />}
                  loading={busy === station.stn}
                  aria-label={t('admin.stations.removeLabel', { code: station.stn })}
                  onClick={() => onRemove(station)}
                >
                  {t('admin.stations.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
