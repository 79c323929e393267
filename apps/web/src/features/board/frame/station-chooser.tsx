import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../../catalogues/list-all-stations.ts';
import { useBoard } from '../state/board-context.tsx';
import styles from './board-toolbar.module.css';

/**
 * The station shown, for a user who sees every station. Until the stations arrive it offers the
 * current one alone.
 */
export function StationChooser() {
  const { t } = useTranslation();
  const board = useBoard();
  const stations = useAllStations();
  return (
    <label className={styles.station}>
      <span className="visually-hidden">{t('board.station')}</span>
      <select
        value={board.station}
        onChange={(event) => {
          board.bumpLoadGeneration();
          board.setStation(event.target.value);
        }}
      >
        {!stations.data && <option value={board.station}>{board.station}</option>}
        {stations.data?.map((s) => (
          <option key={s.stn} value={s.stn}>
            {s.stn} · {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
