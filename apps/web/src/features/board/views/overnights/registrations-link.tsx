import { Filter } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './overnights-view.module.css';
import { RegistrationsDrawer } from './registrations-drawer.tsx';

/** Filtrar matrículas: opens the drawer choosing which aircraft the overnight tables follow. */
export function RegistrationsLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A new drawer per opening, so it starts from the list as saved.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        <Filter aria-hidden="true" />
        {t('overnights.filterRegistrations')}
      </button>
      {opening > 0 && (
        <RegistrationsDrawer key={opening} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
