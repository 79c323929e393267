const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * An e-mail whose point is one link: its lines as text, and as HTML paragraphs with the link
 * made clickable.
 */
export function linkMail(to: string, subject: string, lines: string[], link: string) {
  const html = lines
    .map((l) =>
      l === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(l)}</p>`,
    )
    .join('\n');
  return { to, subject, text: lines.join('\n\n'), html, link };
}
