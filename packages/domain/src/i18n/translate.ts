import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

/** Spanish is the default and the fallback; English carries the same keys. */
export const LOCALES = { es, en } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'es';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Server-side translation with the catalogues the web app uses, so field messages and e-mails
 * read exactly as the screens do. Placeholders use the `{{name}}` form of the client library.
 */
export function translate(
  key: string,
  params: Record<string, string | number> = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  const text = lookup(LOCALES[locale], key) ?? lookup(LOCALES[DEFAULT_LOCALE], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Every leaf key of a catalogue, for the test that keeps the two catalogues aligned. */
export function catalogueKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : catalogueKeys(v, `${prefix}${k}.`),
  );
}
