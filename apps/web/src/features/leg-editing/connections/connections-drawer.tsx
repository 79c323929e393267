import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, useToast } from '../../../components/ui/index.ts';
import type { DrawerProps } from '../../../lib/legs/drawer-request.ts';
import { dayMonth } from '../../../lib/legs/leg-format.ts';
import { useConnections } from '../api/list-connections.ts';
import parts from '../drawer-parts.module.css';
import styles from '../leg-view-drawer.module.css';
import { LegViewDrawer } from '../leg-view-drawer.tsx';

/**
 * The inbound flights whose passengers and bags connect to this departure, with their totals
 * (section 2). The figures come from the booking systems and may lag, hence the note.
 */
export function ConnectionsDrawer(props: DrawerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { leg } = props.request;
  const connections = useConnections(leg.depstn, leg.datop_local, leg.flight_number);
  const failed = connections.isError;

  useEffect(() => {
    if (failed) toast.show({ type: 'danger', title: t('edits.connections.loadError') });
  }, [failed, toast, t]);

  const list = connections.data ?? [];
  const total = (key: 'pax' | 'bags') => list.reduce((sum, c) => sum + c[key], 0);
  const num = styles.number;

  return (
    <LegViewDrawer {...props} title={t('edits.connections.title')}>
      {connections.isPending ? (
        <Skeleton rows={4} height={20} />
      ) : list.length === 0 ? (
        <p className={parts.muted}>
          {t(failed ? 'edits.connections.loadError' : 'edits.connections.empty')}
        </p>
      ) : (
        <table className={styles.table} aria-label={t('edits.connections.title')}>
          <thead>
            <tr>
              <th scope="col">{t('edits.connections.flight')}</th>
              <th scope="col">{t('edits.connections.date')}</th>
              <th scope="col">{t('edits.connections.origin')}</th>
              <th scope="col" className={num}>
                {t('edits.connections.pax')}
              </th>
              <th scope="col" className={num}>
                {t('edits.connections.bags')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <tr key={`${c.flight_number}-${c.datop_local}-${c.depstn}`}>
                <td>{c.flight_number}</td>
                <td>{dayMonth(c.datop_local)}</td>
                <td>{c.depstn}</td>
                <td className={num}>{c.pax}</td>
                <td className={num}>{c.bags}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('edits.connections.total')}
              </th>
              <td className={num} data-testid="connections-pax">
                {total('pax')}
              </td>
              <td className={num} data-testid="connections-bags">
                {total('bags')}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {list.length > 0 && <p className={parts.muted}>{t('edits.connections.note')}</p>}
    </LegViewDrawer>
  );
}
