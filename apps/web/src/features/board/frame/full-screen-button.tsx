import { Maximize, Minimize } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './board-toolbar.module.css';

function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return { active, toggle };
}

/** Shows `target` full screen, or leaves full screen. */
export function FullScreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const fullScreen = useFullScreen(target);
  return (
    <button
      type="button"
      className={styles.action}
      onClick={fullScreen.toggle}
      title={t(fullScreen.active ? 'board.exitFullScreen' : 'board.fullScreen')}
      aria-label={t(fullScreen.active ? 'board.exitFullScreen' : 'board.fullScreen')}
      aria-pressed={fullScreen.active}
    >
      {fullScreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
    </button>
  );
}
