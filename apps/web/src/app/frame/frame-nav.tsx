import { Network, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useOnline } from '../../lib/use-online.ts';
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
  const online = useOnline();
  const reason = (label: string) => t('offline.unavailable', { action: label });
  /** Red and Administración read the server at every step: offline they say why they wait. */
  const serverPage = (to: string, label: string, icon: ReactNode) =>
    online ? (
      <NavLink to={to} className={styles.link} onClick={onNavigate}>
        {icon}
        {label}
      </NavLink>
    ) : (
      <span className={`${styles.link} ${styles.unavailable}`} title={reason(label)}>
        {icon}
        {label}
        <span className="visually-hidden">{` (${reason(label)})`}</span>
      </span>
    );
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
            {serverPage(
              paths.network,
              t('network.nav'),
              <Network className={styles.icon} aria-hidden="true" />,
            )}
          </li>
        )}
        {admin && (
          <li className={network ? undefined : styles.adminItem}>
            {serverPage(
              paths.admin,
              t('admin.nav'),
              <Settings className={styles.icon} aria-hidden="true" />,
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
