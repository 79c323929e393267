import type { Leg, LegSide, MovementRemark as MovementRemarkValue } from '@board/domain';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, useToast } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useMovementText } from '../api/movement-text.ts';
import styles from './movement-section.module.css';

/** When a message came in, as its times are written: UTC, day-month hh:mm. */
const utcStamp = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)} ${iso.slice(11, 16)}`;

/** The supplementary information (SI) of the latest message that gave one: its remark. */
function MovementRemark({ remark }: { remark: MovementRemarkValue }) {
  const { t } = useTranslation();
  return (
    <div className={styles.remark} data-testid="mvt-remark">
      <p className={styles.label}>{t('mvt.remark')}</p>
      <p className={styles.remarkText}>{remark.text}</p>
      <p className={styles.note}>
        {t('mvt.remarkReceived', { when: utcStamp(remark.received_at) })}
      </p>
    </div>
  );
}

/**
 * The message as the server writes it, ready to copy into the station's messaging system. Its
 * times are UTC, as every movement message's are, and the box says so beside them; what is
 * copied is the message alone.
 */
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
  const { text, remark } = message.data;
  const remarkPart = remark && <MovementRemark remark={remark} />;
  if (text === null) {
    return (
      <>
        <p className={styles.note}>{t('mvt.empty')}</p>
        {remarkPart}
      </>
    );
  }

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
        <figcaption className={styles.caption}>
          <span className="visually-hidden">{t('mvt.text')} · </span>
          <span data-testid="mvt-utc">{t('mvt.utc')}</span>
        </figcaption>
        <pre className={styles.text} data-testid="mvt-text">
          {text}
        </pre>
      </figure>
      <Button variant="secondary" icon={<Copy />} onClick={copy}>
        {t('mvt.copy')}
      </Button>
      {remarkPart}
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
