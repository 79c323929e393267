import { dateOptions, stationProperty } from '@board/domain';
import { Download, Network } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllStations } from '../../catalogues/list-all-stations.ts';
import { Button, Spinner, useToast } from '../../components/ui/index.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSession } from '../../session/session.ts';
import { downloadNetwork, useNetworkFigures } from './api/network.ts';
import styles from './network.module.css';
import { DelaysSection } from './sections/delays-section.tsx';
import { ChainsSection, WorstSection } from './sections/flights-sections.tsx';
import { GroundSection } from './sections/ground-section.tsx';
import { OnTimeSection } from './sections/on-time-section.tsx';

/** The airline's home hub: its calendar names the days when the user has no station of their own. */
const HOME_ZONE = 'America/Lima';

/**
 * Red: every station's day for DUTY and GENERIC, computed by the server from the same legs as the
 * boards (decision 0040). The charts load with this page only.
 */
export function NetworkPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const stations = useAllStations();
  const zones = useMemo(
    () => new Map((stations.data ?? []).map((s) => [s.stn, s.time_zone])),
    [stations.data],
  );
  const own = (user && stationProperty(user.app_properties)) || '';
  const options = dateOptions(new Date(), zones.get(own) ?? HOME_ZONE);
  // Until a day is chosen, Hoy is the user's today: known once the stations (their zones) have
  // loaded, and moving on at the user's midnight while the page stays open.
  const [chosen, setDay] = useState<string | null>(null);
  const day = chosen ?? (stations.isPending ? '' : (options[3]?.date ?? ''));
  const figures = useNetworkFigures(day);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadNetwork({ day });
      if (file) saveFile(file);
    } catch {
      toast.show({ type: 'danger', title: t('downloads.failed') });
    } finally {
      setDownloading(false);
    }
  };

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
        <Button variant="secondary" onClick={() => void download()} loading={downloading}>
          <Download aria-hidden="true" />
          {t('network.download')}
        </Button>
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
