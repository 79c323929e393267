import type { Airport } from '@board/domain';
import { CircleCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, TextField } from '../../../components/ui/index.ts';
import {
  AIRPORT_SEARCH_MAX,
  AIRPORT_SEARCH_MIN,
  useAirportSearch,
} from '../api/search-airports.ts';
import styles from './stations.module.css';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Long enough to type a code or a name's first letters without a call per key. */
const SEARCH_PAUSE_MS = 300;

interface AirportSearchProps {
  busy: string | null;
  onAdd(airport: Airport): void;
}

/** Finds an airport of the reference dataset by code or name, to give it a board. */
export function AirportSearch({ busy, onAdd }: AirportSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const result = useAirportSearch(search);
  const searching = search.length >= AIRPORT_SEARCH_MIN;

  return (
    <div className={styles.search}>
      <TextField
        type="search"
        label={t('admin.stations.search.label')}
        hint={t('admin.stations.search.hint', { min: AIRPORT_SEARCH_MIN })}
        placeholder={t('admin.stations.search.placeholder')}
        maxLength={AIRPORT_SEARCH_MAX}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {searching && result.isError && (
        <Alert color="danger" title={t('admin.stations.search.error')} />
      )}
      {searching && result.isPending && <Spinner size="sm" />}
      {searching && result.data?.length === 0 && (
        <p className={styles.muted}>{t('admin.stations.search.none', { text: search })}</p>
      )}
      {searching && result.data && result.data.length > 0 && (
        <ul className={styles.results} aria-label={t('admin.stations.search.results')}>
          {result.data.map((airport) => (
            <li key={airport.code} className={styles.result} data-airport={airport.code}>
              <span className={styles.code}>{airport.code}</span>
              <span className={styles.name}>{airport.name}</span>
              <span className={styles.meta}>
                {airport.country} · {airport.time_zone}
              </span>
              {airport.station ? (
                <span className={styles.isStation}>
                  <CircleCheck aria-hidden="true" />
                  {t('admin.stations.search.isStation')}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  className={styles.add}
                  icon={<Plus />}
                  loading={busy === airport.code}
                  aria-label={t('admin.stations.search.addLabel', { code: airport.code })}
                  onClick={() => onAdd(airport)}
                >
                  {t('admin.stations.search.add')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
