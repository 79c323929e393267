import { Network, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import type { BoardView } from '../board-views.ts';
import styles from './frame-nav.module.css';

interface FrameNavProps {
  id: string;
  views: readonly BoardView[];
  /** On a phone the list is a panel under the header, shown by the menu button. */
  open: boolean;
  onNavigate: () => void;
  /** DUTY also reaches the administration page, set apart at the end. */
  admin: boolean;
  /** DUTY and GENERIC see the whole network (Red). */
  network: boolean;
}

export function FrameNav({ id, views, open, onNavigate, admin, network }: FrameNavProps) {
  const { t } = useTranslation();
  // Station, day and search travel with the user from one view to the next.
  const { search } = useLocation();
  return (
    <nav id={id} className={`${styles.nav} ${open ? styles.open : ''}`} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {views.map(({ key, path, icon: Icon }) => (
          <li key={key}>
            <NavLink to={{ pathname: path, search }} className={styles.link} onClick={onNavigate}>
              <Icon className={styles.icon} aria-hidden="true" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
        {network && (
          <li className={styles.networkItem}>
            <NavLink to={paths.network} className={styles.link} onClick={onNavigate}>
              <Network className={styles.icon} aria-hidden="true" />
              {t('network.nav')}
            </NavLink>
          </li>
        )}
        {admin && (
          <li className={network ? undefined : styles.adminItem}>
            <NavLink to={paths.admin} className={styles.link} onClick={onNavigate}>
              <Settings className={styles.icon} aria-hidden="true" />
              {t('admin.nav')}
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
