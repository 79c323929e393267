import { canSeeNetwork, capabilities } from '@board/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useSearchParams } from 'react-router';
import { useSession } from '../../session/session.ts';
import { viewsFor } from '../board-views.ts';
import styles from './app-frame.module.css';
import { FrameHeader } from './frame-header.tsx';
import { FrameNav } from './frame-nav.tsx';

/** The page frame of every board view: header, navigation and the view itself. */
export function AppFrame() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [search] = useSearchParams();

  // The session, or its role, can end while the frame is shown; the navigation away follows at
  // once, and the views must not call the server meanwhile.
  if (!user || user.role === null) return null;

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t('frame.skipToContent')}
      </a>
      <FrameHeader
        user={user}
        navId={navId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <FrameNav
        id={navId}
        views={viewsFor(user, search.get('station'))}
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        admin={capabilities(user.role).supervisor}
        network={canSeeNetwork(user.role)}
      />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
