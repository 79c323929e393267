import type { OvernightRow } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/index.ts';
import styles from './overnight-drawer.module.css';

/**
 * Why the overnight recorded on this arrival can no longer be saved here, in the server's own
 * words, and for an editor what to do: move it to the right arrival when the drawer offers one,
 * or delete it.
 */
export function PlacementAlert(props: {
  problem: NonNullable<OvernightRow['placement_problem']>;
  readOnly: boolean;
  canMove: boolean;
}) {
  const { t } = useTranslation();
  const hint = props.canMove ? 'overnights.placement.moveHint' : 'overnights.placement.deleteHint';
  return (
    <Alert color="warning" title={t(props.problem.key, props.problem.params)}>
      {props.readOnly ? null : <p className={styles.hint}>{t(hint)}</p>}
    </Alert>
  );
}
