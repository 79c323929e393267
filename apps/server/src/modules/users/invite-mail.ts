import { INVITE_TOKEN_TTL_HOURS, translate } from '@board/domain';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The invitation to a new account: text and HTML with the link to choose a password. */
export function inviteMail(appUrl: string, to: { email: string; fullName: string }, token: string) {
  const link = `${appUrl}reset-password?token=${encodeURIComponent(token)}`;
  const lines = [
    translate('mail.invite.greeting', { name: to.fullName }),
    translate('mail.invite.intro'),
    translate('mail.invite.action', { hours: INVITE_TOKEN_TTL_HOURS }),
    link,
    translate('mail.invite.ignore'),
  ];
  const html = lines
    .map((l) =>
      l === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(l)}</p>`,
    )
    .join('\n');
  return {
    to: to.email,
    subject: translate('mail.invite.subject'),
    text: lines.join('\n\n'),
    html,
    link,
  };
}
