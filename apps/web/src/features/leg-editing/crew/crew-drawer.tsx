import { useTranslation } from 'react-i18next';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import parts from '../drawer-parts.module.css';
import styles from '../leg-view-drawer.module.css';
import { LegViewDrawer } from '../leg-view-drawer.tsx';

/** The departure's crew as the operations feed gives it; read by everyone, edited by nobody. */
export function CrewDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const { crew, crew_type } = props.request.leg;
  return (
    <LegViewDrawer {...props} title={t('edits.crew.title')}>
      {crew_type && (
        <dl className={parts.facts}>
          <dt>{t('edits.crew.type')}</dt>
          <dd>{crew_type}</dd>
        </dl>
      )}
      {crew.length === 0 ? (
        <p className={parts.muted}>{t('edits.crew.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('edits.crew.position')}</th>
              <th scope="col">{t('edits.crew.name')}</th>
              <th scope="col">{t('edits.crew.number')}</th>
            </tr>
          </thead>
          <tbody>
            {crew.map((member) => (
              <tr key={`${member.position}-${member.crew_number}-${member.name}`}>
                <td>{member.position}</td>
                <td>{member.name}</td>
                <td>{member.crew_number}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </LegViewDrawer>
  );
}
