import type { Leg, LegSide } from '@board/domain';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, useToast } from '../../../../components/ui/index.ts';
import { errorText } from '../../../../lib/api-error.ts';
import { useMovementText } from '../api/movement-text.ts';
import styles from './movement-section.module.css';

/** The message as the server writes it, ready to copy into the station's messaging system. */
function MovementText({ leg, side }: { leg: Leg; side: LegSide }) {
  const { t } = useTranslation();
  const toast = useToast();
  const message = useMovementText(leg, side);

  if (message.isPending) return <Skeleton rows={3} height={16} />;
  if (message.isError) {
    return (
      <p className={styles.note} role="alert">
        {t('mvt.loadError')}: {errorText(t, message.error)}
      </p>
    );
  }
  const text = message.data;
  if (text === null) return <p className={styles.note}>{t('mvt.empty')}</p>;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show({ type: 'success', title: t('board.copy.done') });
    } catch {
      toast.show({ type: 'danger', title: t('mvt.copyFailed') });
    }
  };
  return (
    <div className={styles.message}>
      <figure className={styles.figure}>
        <figcaption className="visually-hidden">{t('mvt.text')}</figcaption>
        <pre className={styles.text} data-testid="mvt-text">
          {text}
        </pre>
      </figure>
      <Button variant="secondary" icon={<Copy />} onClick={copy}>
        {t('mvt.copy')}
      </Button>
    </div>
  );
}

/**
 * The side's movement message (AHM 780), folded at the bottom of a leg's drawers: a closed
 * section asks the server for nothing. Readers see and copy it too; sending it stays outside.
 */
export function MovementSection(props: {
  leg: Leg;
  side: LegSide;
  /** Unfolded from the start, where the message is what the agent came for. */
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return (
    <details
      className={styles.section}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="mvt-section"
    >
      <summary>{t(`mvt.title.${props.side}`)}</summary>
      {open && <MovementText leg={props.leg} side={props.side} />}
    </details>
  );
}
