import {
  type LegSide,
  type TrailerRecord,
  trailerHasOvernightStay,
  trailerHasStand,
} from '@board/domain';
import { useTranslation } from 'react-i18next';
import parts from '../drawer-parts.module.css';
import { standWords } from './pea-changes.tsx';
import styles from './pea-drawer.module.css';

const stand = (s: { number: string; tape_hall: string }) =>
  [s.number, s.tape_hall].filter(Boolean).join(' · ');

/** A recorded tow as a reader sees it: the fields its type has, as text. */
export function TrailerDetails(props: { trailer: TrailerRecord; n: number; side: LegSide }) {
  const { t } = useTranslation();
  const { trailer, duration } = props.trailer;
  const words = standWords(t, props.side);
  const standOf = (caption: string) => `${caption} (${t('edits.pea.number')} · ${words.tapeHall})`;
  const rows: [string, string][] = [
    [t('edits.pea.trailer.type'), trailer.code ? t(`edits.pea.trailerTypes.${trailer.code}`) : ''],
    ...(trailerHasStand(trailer.code)
      ? [
          [standOf(t('edits.pea.trailer.destination')), stand(trailer.description_pea)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(trailerHasOvernightStay(trailer.code)
      ? [[t('edits.pea.trailer.overnightStay'), trailer.overnight_stay] as [string, string]]
      : []),
    [
      `${t('edits.pea.trailer.start')} – ${t('edits.pea.trailer.end')}`,
      duration.start || duration.end ? `${duration.start} – ${duration.end}` : '',
    ],
    [
      t('edits.pea.trailer.total'),
      duration.total === null ? '' : t('edits.pea.trailer.minutes', { count: duration.total }),
    ],
    [standOf(t('edits.pea.trailer.originalPea')), stand(props.trailer.original_pea)],
    [t('edits.pea.trailer.equipment'), props.trailer.equipment_number],
    [t('edits.pea.trailer.operator'), props.trailer.operator_name],
    [t('edits.pea.trailer.description'), props.trailer.description],
    [
      t('edits.pea.trailer.additionalService'),
      t(props.trailer.additional_service ? 'common.yes' : 'common.no'),
    ],
  ];
  return (
    <article className={styles.details}>
      <h4 className={parts.boxTitle}>{t('edits.pea.trailer.title', { n: props.n })}</h4>
      <dl className={styles.detailList}>
        {rows.map(([label, value]) => (
          <div key={label} className={`${styles.detailRow} ${parts.terms}`}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
