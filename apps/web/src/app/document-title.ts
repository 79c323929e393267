import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches } from 'react-router';

/** What a route declares in its `handle` to name the browser tab. */
export interface TitleHandle {
  titleKey: string;
}

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title key of the deepest matched route that has one. */
export function titleKeyOf(matches: readonly Pick<UIMatch, 'handle'>[]): string | undefined {
  return matches
    .map((match) => match.handle)
    .filter(isTitleHandle)
    .at(-1)?.titleKey;
}

/** Keeps document.title on the current route's title, or the app name where a route has none. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const key = titleKeyOf(useMatches());
  const title = key ? t(key) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
