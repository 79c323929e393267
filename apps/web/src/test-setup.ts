import { LOCALES } from '@board/domain';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// The app initialises i18next itself; tests get the same catalogues so assertions read Spanish.
await i18next.use(initReactI18next).init({
  resources: { es: { translation: LOCALES.es }, en: { translation: LOCALES.en } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
});

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The first render of a lazily loaded screen compiles its module; on a busy two-core machine that
// alone can pass the default second, so waits get more room (a real failure still fails).
configure({ asyncUtilTimeout: 3000 });
