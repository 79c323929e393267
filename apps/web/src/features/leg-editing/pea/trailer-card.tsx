import type { LegSide, TrailerRecord } from '@board/domain';
import { Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/index.ts';
import parts from '../drawer-parts.module.css';
import styles from './pea-drawer.module.css';
import { TrailerDetails } from './trailer-details.tsx';

/**
 * The tows card (Remolques): how many are recorded and the way to the tows' form. A reader gets
 * no form; the recorded tows are listed in the card instead.
 */
export function TrailerCard(props: {
  trailers: TrailerRecord[];
  side: LegSide;
  readOnly: boolean;
  onRegister(): void;
  /** Back from the tows' form, whose button is gone: focus returns to the one that opened it. */
  focusRegister: boolean;
}) {
  const { t } = useTranslation();
  const register = useRef<HTMLButtonElement>(null);
  const { focusRegister } = props;
  useEffect(() => {
    if (focusRegister) register.current?.focus();
  }, [focusRegister]);
  return (
    <section className={styles.card} aria-label={t('edits.pea.trailers.title')}>
      <div className={styles.cardHead}>
        <Truck aria-hidden="true" className={styles.cardIcon} />
        <div className={styles.cardText}>
          <b>{t('edits.pea.trailers.title')}</b>
          <span className={parts.muted} data-testid="trailer-count">
            {t('edits.pea.trailers.count', { count: props.trailers.length })}
          </span>
        </div>
        {!props.readOnly && (
          <Button ref={register} variant="secondary" onClick={props.onRegister}>
            {t('edits.pea.trailers.register')}
          </Button>
        )}
      </div>
      {props.readOnly &&
        props.trailers.map((trailer, i) => (
          // Tows have no identity of their own: their order is the record's.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <TrailerDetails key={i} trailer={trailer} n={i + 1} side={props.side} />
        ))}
    </section>
  );
}
