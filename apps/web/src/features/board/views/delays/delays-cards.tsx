import { type DelayLine, NO_DELAY_CODE } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { BoardCards } from '../../table/board-cards.tsx';
import { CardFigure } from '../cards/card-figure.tsx';
import { LEG_CARD_HEIGHT, LegCard } from '../cards/leg-card.tsx';
import { DelayButton } from '../departures/delay-button.tsx';
import { DelayCode } from './delay-cells.tsx';
import styles from './delays-view.module.css';

/** Demoras on a phone: a card per line, those without code highlighted. */
export function DelaysCards(props: { lines: DelayLine[]; zone: string; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <BoardCards
      label={t('titles.delays')}
      data={props.lines}
      getRowId={(line) => line.key}
      cardHeight={LEG_CARD_HEIGHT}
      cardClassName={(line) => (line.entry ? undefined : styles.noCodeCard)}
      renderCard={(line) => (
        <LegCard
          leg={line.leg}
          side="departure"
          zone={props.zone}
          extra={
            <>
              <CardFigure label={t('board.cols.codes')} value={<DelayCode line={line} />} />
              <CardFigure
                label={t('board.cols.minutes')}
                value={line.entry?.minutes ?? NO_DELAY_CODE}
              />
              <span className={styles.motive}>{line.entry?.description}</span>
              <DelayButton leg={line.leg} />
            </>
          }
        />
      )}
      loading={props.loading}
      empty={t('delays.empty')}
    />
  );
}
