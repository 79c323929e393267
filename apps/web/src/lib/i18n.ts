import { DEFAULT_LOCALE, type Locale } from '@board/domain';
import es from '@board/domain/i18n/es.json' with { type: 'json' };
import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Catalogues other than Spanish, fetched the first time someone switches to them: nearly every
 * visit is in Spanish, so the first screen does not carry a catalogue it will not show.
 */
const ON_DEMAND: Partial<Record<Locale, () => Promise<ResourceKey>>> = {
  en: async () => (await import('@board/domain/i18n/en.json')).default,
};

/** Hands i18next a catalogue it does not have yet (after `changeLanguage`). */
const onDemandCatalogues: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = ON_DEMAND[language as Locale];
    if (!load) {
      callback(new Error(`no catalogue for ${language}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Spanish is the default and the fallback, bundled so that the first render is already
 * translated; `changeLanguage('en')` loads English and then switches.
 */
export function initI18n(instance: i18n = i18next): i18n {
  void instance
    .use(onDemandCatalogues)
    .use(initReactI18next)
    .init({
      resources: { [DEFAULT_LOCALE]: { translation: es } },
      // The backend fetches only what `resources` lacks.
      partialBundledLanguages: true,
      supportedLngs: [DEFAULT_LOCALE, ...Object.keys(ON_DEMAND)],
      // en-US and en-GB read the one English catalogue.
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      // React escapes what it renders; escaping here too would show entities such as &amp;.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return instance;
}
