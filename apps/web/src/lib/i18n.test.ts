import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n.ts';

describe('i18n', () => {
  it('starts in Spanish with English not yet loaded, and loads English when chosen', async () => {
    const i18n = initI18n(i18next.createInstance());
    expect(i18n.t('titles.login')).toBe('Iniciar sesión');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    await i18n.changeLanguage('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('titles.login')).toBe('Sign in');

    await i18n.changeLanguage('en-GB');
    expect(i18n.t('titles.login')).toBe('Sign in');

    await i18n.changeLanguage('es');
    expect(i18n.t('titles.login')).toBe('Iniciar sesión');
  });

  it('shows Spanish for a language it has no catalogue of', async () => {
    const i18n = initI18n(i18next.createInstance());
    await i18n.changeLanguage('fr');
    expect(i18n.t('titles.login')).toBe('Iniciar sesión');
  });
});
