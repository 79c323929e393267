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
