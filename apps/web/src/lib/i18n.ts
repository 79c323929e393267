import { DEFAULT_LOCALE, LOCALES } from '@board/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Spanish is the default and the fallback; the catalogues come from the domain package. */
export function initI18n(): i18n {
  void i18next.use(initReactI18next).init({
    resources: { es: { translation: LOCALES.es }, en: { translation: LOCALES.en } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    // React escapes what it renders; escaping here too would show entities such as &amp;.
    interpolation: { escapeValue: false },
    // The catalogues are bundled, so the first render can already be translated.
    initAsync: false,
  });
  return i18next;
}
