import { RESET_TOKEN_TTL_MINUTES, translate } from '@board/domain';
import type { UserRecord } from './users.repository.ts';

/** The password-reset e-mail: text and HTML with the one-time link, and the link itself. */
export function resetMail(appUrl: string, user: UserRecord, token: string) {
  const link = `${appUrl}reset-password?token=${encodeURIComponent(token)}`;
  const lines = [
    translate('mail.reset.greeting', { name: user.fullName }),
    translate('mail.reset.intro'),
    translate('mail.reset.action', { minutes: RESET_TOKEN_TTL_MINUTES }),
    link,
    translate('mail.reset.ignore'),
  ];
  const escapeHtml = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const html = lines
    .map((l) =>
      l === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(l)}</p>`,
    )
    .join('\n');
  return {
    to: user.email,
    subject: translate('mail.reset.subject'),
    text: lines.join('\n\n'),
    html,
    link,
  };
}
