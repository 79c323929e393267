import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type UIMatch, useMatches, useSearchParams } from 'react-router';

/**
 * What a route declares in its `handle` to name the browser tab: a key, or one read from the
 * address's query where one page serves two purposes (an invitation and a reset).
 */
export interface TitleHandle {
  titleKey: string | ((query: URLSearchParams) => string);
}

function isTitleHandle(handle: unknown): handle is TitleHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

/** The title key of the deepest matched route that has one. */
export function titleKeyOf(
  matches: readonly Pick<UIMatch, 'handle'>[],
  query = new URLSearchParams(),
): string | undefined {
  const key = matches
    .map((match) => match.handle)
    .filter(isTitleHandle)
    .at(-1)?.titleKey;
  return typeof key === 'function' ? key(query) : key;
}

/** Keeps document.title on the current route's title, or the app name where a route has none. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const key = titleKeyOf(useMatches(), query);
  const title = key ? t(key) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
