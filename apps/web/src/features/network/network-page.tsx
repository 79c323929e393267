import { Network } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../components/ui/index.ts';
import { useNetworkFigures } from './api/network.ts';
import styles from './network.module.css';
import { NetworkDownload } from './network-download.tsx';
import { DelaysSection } from './sections/delays-section.tsx';
import { ChainsSection, WorstSection } from './sections/flights-sections.tsx';
import { GroundSection } from './sections/ground-section.tsx';
import { OnTimeSection } from './sections/on-time-section.tsx';
import { useNetworkDay } from './use-network-day.ts';

/**
 * Red: every station's day for DUTY and GENERIC, computed by the server from the same legs as the
 * boards (decision 0040). The charts load with this page only.
 */
export function NetworkPage() {
  const { t } = useTranslation();
  const { options, day, setDay } = useNetworkDay();
  const figures = useNetworkFigures(day);

  const data = figures.data;
  // Figures of the day shown (not the last day's, kept while the next loads) that hold no flight.
  const empty =
    data?.day === day && data.total.departures.operated + data.total.arrivals.operated === 0;
  const today = options[3]?.date;
  const yesterday = options[2]?.date;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Network aria-hidden="true" />
          {t('network.title')}
        </h1>
        <p className={styles.hint}>{t('network.hint')}</p>
        <fieldset className={styles.days}>
          <legend className="visually-hidden">{t('network.day')}</legend>
          {options.map((option) => (
            <button
              key={option.date}
              type="button"
              aria-pressed={option.date === day}
              onClick={() => setDay(option.date)}
            >
              <span>{t(option.label)}</span>
              <small>{option.value}</small>
            </button>
          ))}
        </fieldset>
        <NetworkDownload day={day} />
      </header>
      {!data && <Spinner size="md" />}
      {empty && day === today && yesterday ? (
        <div className={styles.nothingYet}>
          <p>{t('network.nothingYet')}</p>
          <Button variant="secondary" onClick={() => setDay(yesterday)}>
            {t('network.seeYesterday')}
          </Button>
        </div>
      ) : (
        empty && <p className={styles.muted}>{t('network.empty')}</p>
      )}
      {/* A day with no flight draws no chart: empty axes would only look broken. */}
      {data && !empty && (
        <div className={styles.grid} aria-busy={figures.isFetching || undefined}>
          <div className={styles.wide}>
            <OnTimeSection figures={data} />
          </div>
          <DelaysSection figures={data} />
          <GroundSection figures={data} />
          <WorstSection figures={data} />
          <ChainsSection figures={data} />
        </div>
      )}
    </div>
  );
}
