import { localTime } from '@board/domain';
import { useTranslation } from 'react-i18next';
import { Button, Drawer } from '../../../components/ui/index.ts';
import { useOpenDrawer } from '../../../lib/legs/drawer-request.ts';
import { useStationDay } from '../../../lib/station-day.tsx';
import { useWaitingSaves } from './use-waiting-saves.ts';
import type { WaitingSave } from './waiting-save.ts';
import styles from './waiting-saves.module.css';
import { waitingSaves } from './waiting-saves-store.ts';

/** What became of a save so far, in words: waiting, stale, or refused with the server's reason. */
function StateText({ save }: { save: WaitingSave }) {
  const { t } = useTranslation();
  if (save.state === 'conflict')
    return <p className={styles.state}>{t('waitingSaves.conflict')}</p>;
  if (save.state === 'refused' && save.refusal) {
    const { code, fields, params } = save.refusal;
    const reasons = fields.length
      ? fields.map((field) => t(field.key, field.params)).join(' ')
      : t(`errors.${code}`, params);
    return <p className={styles.state}>{t('waitingSaves.refused', { reason: reasons })}</p>;
  }
  return <p className={styles.state}>{t('waitingSaves.mark.waiting')}</p>;
}

/**
 * The saves waiting on the device, oldest first. A stale one reopens its drawer with the
 * person's values beside the leg as recorded now; any can be discarded, and only that way:
 * nothing typed leaves the list unless the server has it or the person says so.
 */
export function WaitingSavesDrawer(props: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const saves = useWaitingSaves();
  const openDrawer = useOpenDrawer();
  const { timeZone } = useStationDay();

  function resolve(save: WaitingSave) {
    if (!save.current) return;
    props.onClose();
    openDrawer({
      kind: save.form.kind,
      leg: save.current,
      side: save.form.side,
      readOnly: false,
      draft: { key: save.key, name: save.form.name, values: save.form.values },
    });
  }

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t('waitingSaves.title')}
      footer={
        <Button variant="secondary" onClick={props.onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {saves.length === 0 ? (
        <p>{t('waitingSaves.none')}</p>
      ) : (
        <ul className={styles.list}>
          {saves.map((save) => (
            <li key={save.key} className={styles.save} data-stuck={save.state !== 'waiting'}>
              <p>
                <b>{save.flight}</b> · {save.station} · {t(`waitingSaves.kind.${save.form.kind}`)}
              </p>
              <p>
                {t('waitingSaves.madeAt', { time: localTime(new Date(save.madeAt), timeZone) })}
              </p>
              <StateText save={save} />
              <div className={styles.actions}>
                {save.state === 'conflict' && (
                  <Button onClick={() => resolve(save)}>{t('waitingSaves.resolve')}</Button>
                )}
                <Button variant="tertiary" onClick={() => void waitingSaves.remove(save.key)}>
                  {t('waitingSaves.discard')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
