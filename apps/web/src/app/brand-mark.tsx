import { Plane } from 'lucide-react';
import styles from './brand-mark.module.css';

/** The product's mark: an aircraft on a lime tile, the colour of the departures bar. */
export function BrandMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={`${styles.mark} ${styles[size]}`} aria-hidden="true">
      <Plane />
    </span>
  );
}
