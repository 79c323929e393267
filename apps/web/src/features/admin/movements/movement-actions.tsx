import { Button, type ButtonProps } from '../../../components/ui/index.ts';
import styles from './movements.module.css';

/** One button of a card's row: its label and the button's own properties. */
export type MovementAction = Omit<ButtonProps, 'children'> & { label: string };

/**
 * The row of buttons under a queued message: the card's Corregir, Reintentar and Descartar, or
 * the correction's Enviar and Cancelar in their place.
 */
export function MovementActions({
  actions,
  hidden,
}: {
  actions: MovementAction[];
  hidden?: boolean;
}) {
  return (
    <div className={styles.actions} hidden={hidden}>
      {actions.map(({ label, ...button }) => (
        <Button key={label} {...button}>
          {label}
        </Button>
      ))}
    </div>
  );
}
