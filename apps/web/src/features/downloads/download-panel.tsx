import { FileSpreadsheet } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { useStationDay } from '../../lib/station-day.tsx';
import { useDownload } from '../../lib/use-download.ts';
import { type BoardTab, choiceOfTab, DOWNLOAD_CHOICES } from './download-calls.ts';
import styles from './download-panel.module.css';

/**
 * The download panel (section 2): which list to take as an Excel file, the current tab first
 * chosen, with the board's day, station and search. It closes on Escape or a click outside.
 */
export function DownloadPanel(props: { tab: BoardTab; onClose(): void }) {
  const { t } = useTranslation();
  const board = useStationDay();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState(choiceOfTab(props.tab));
  const download = useDownload();
  const { onClose } = props;

  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!panel.current?.contains(target) && !target?.closest('[data-download-toggle]')) onClose();
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose]);

  function start() {
    const selected = DOWNLOAD_CHOICES.find((c) => c.key === choice);
    if (!selected) return;
    const params = { station: board.station, day: board.day, query: board.query };
    download.mutate(() => selected.run(params), { onSuccess: onClose });
  }

  return (
    <div
      ref={panel}
      className={styles.panel}
      role="dialog"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('board.download')}
      </h2>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('downloads.choose')}</legend>
        {DOWNLOAD_CHOICES.map(({ key }) => (
          <label key={key} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-choice`}
              value={key}
              checked={choice === key}
              onChange={() => setChoice(key)}
            />
            {t(`downloads.choices.${key}`)}
          </label>
        ))}
      </fieldset>
      <Button
        icon={<FileSpreadsheet size={16} aria-hidden="true" />}
        loading={download.isPending}
        disabled={download.isPending}
        onClick={start}
      >
        {t('downloads.excel')}
      </Button>
    </div>
  );
}
