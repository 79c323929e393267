import {
  displayRegistration,
  type LateFlight,
  localTime,
  type NetworkFigures,
} from '@board/domain';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from '../network.module.css';

/**
 * STD in the departure airport's time, board or not, as a schedule gives it; in UTC, said so,
 * only where the airport reference has no zone for it.
 */
function stdText({ std, zone }: LateFlight): string {
  return zone ? localTime(std, zone) : `${localTime(std, 'UTC')} UTC`;
}

/** The ten latest departures of the day, on actual else estimated off-block times. */
export function WorstSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="network-worst">
      <h2 id="network-worst">{t('network.sections.worst')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            {['flight', 'route', 'stdLocal', 'late', 'codes'].map((k) => (
              <th key={k} scope="col">
                {t(`network.cols.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.worst.map((f) => (
            <tr key={`${f.flight}/${f.std}`}>
              <td className={styles.strong}>{f.flight}</td>
              <td>
                {f.depstn}–{f.arrstn}
              </td>
              <td>{stdText(f)}</td>
              <td className={styles.late}>+{f.minutes}'</td>
              <td>{f.codes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Late-inbound chains drawn along each aircraft's rotation: its legs in order, each with how late
 * it left, so the eye follows the delay from station to station.
 */
export function ChainsSection({ figures }: { figures: NetworkFigures }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="network-chains">
      <h2 id="network-chains">{t('network.sections.chains')}</h2>
      {figures.chains.length === 0 && <p className={styles.muted}>{t('network.noChains')}</p>}
      <ol className={styles.chains}>
        {figures.chains.map((chain) => (
          <li key={`${chain.registration}/${chain.legs[0]?.std}`} className={styles.chain}>
            <span className={styles.registration}>{displayRegistration(chain.registration)}</span>
            <ol className={styles.rotation} aria-label={displayRegistration(chain.registration)}>
              {chain.legs.map((leg, i) => (
                <li key={`${leg.flight}/${leg.std}`} className={styles.hop}>
                  {i > 0 && <ArrowRight className={styles.arrow} aria-hidden="true" />}
                  <span className={styles.leg}>
                    <strong>{leg.flight}</strong>
                    <span>
                      {leg.depstn}–{leg.arrstn}
                    </span>
                    <span className={styles.late}>+{leg.minutes}'</span>
                  </span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}
