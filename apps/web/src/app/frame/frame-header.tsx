import { type SessionUser, stationProperty } from '@board/domain';
import { LogOut, Menu, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/index.ts';
import { useSignOut } from '../../features/auth/index.ts';
import { BrandMark } from '../brand-mark.tsx';
import styles from './frame-header.module.css';
import { StationBadge } from './station-badge.tsx';

interface FrameHeaderProps {
  user: SessionUser;
  navId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function FrameHeader({ user, navId, menuOpen, onToggleMenu }: FrameHeaderProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const role = t(`frame.roles.${user.role ?? 'none'}`);

  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <BrandMark />
        <span className={styles.productName}>{t('app.name')}</span>
      </div>
      <div className={styles.identity}>
        <StationBadge code={stationProperty(user.app_properties)} />
        <div className={styles.user} data-testid="frame-user">
          <UserRound className={styles.userIcon} aria-hidden="true" />
          <div className={styles.userText}>
            <p className={styles.userName} data-testid="frame-user-name">
              {user.full_name}
            </p>
            <p className={styles.role} data-testid="frame-user-role">
              {role}
            </p>
          </div>
        </div>
      </div>
      <Button
        variant="tertiary"
        className={styles.menuButton}
        icon={menuOpen ? <X /> : <Menu />}
        aria-expanded={menuOpen}
        aria-controls={navId}
        onClick={onToggleMenu}
      >
        {t('frame.menu')}
      </Button>
      <Button
        variant="tertiary"
        className={styles.signOut}
        icon={<LogOut />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate(user.email)}
        data-testid="sign-out"
      >
        {/* Only the icon shows on a phone; the name stays for screen readers and tests. */}
        <span className={styles.signOutLabel}>{t('frame.signOut')}</span>
      </Button>
    </header>
  );
}
