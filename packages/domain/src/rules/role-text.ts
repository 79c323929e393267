import { ROLES, type Role } from '../permissions/roles.ts';

/** The catalogue's text for a key, or the key where it has none (i18next's `t`, the server's). */
type Say = (key: string) => string;

/**
 * A role by the name the product gives it everywhere (the header, Administración, a leg's
 * history, the handover): GENERIC reads Consulta. A role the catalogue does not know keeps its
 * code; no role reads as such.
 */
export function roleText(role: string | null | undefined, say: Say): string {
  const key = `frame.roles.${role ?? 'none'}`;
  const text = say(key);
  return text === key ? (role ?? '') : text;
}

/** Lower case without accents, so "consúlta" and "CONSULTA" read alike. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The roles whose shown name holds the search, in the reader's language: a search for "Consulta"
 * is a search for GENERIC, whose code the server alone would match.
 */
export function rolesNamed(search: string, say: Say): Role[] {
  const wanted = folded(search.trim());
  if (wanted === '') return [];
  return ROLES.filter((role) => folded(roleText(role, say)).includes(wanted));
}
