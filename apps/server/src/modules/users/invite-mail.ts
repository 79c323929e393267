import { INVITE_TOKEN_TTL_HOURS, passwordLinkPath, translate } from '@board/domain';
import { linkMail } from '../../lib/link-mail.ts';

/** The invitation to a new account: text and HTML with the link to choose a password. */
export function inviteMail(appUrl: string, to: { email: string; fullName: string }, token: string) {
  const link = `${appUrl}${passwordLinkPath(token, 'invitation')}`;
  const lines = [
    translate('mail.invite.greeting', { name: to.fullName }),
    translate('mail.invite.intro'),
    translate('mail.invite.action', { hours: INVITE_TOKEN_TTL_HOURS }),
    link,
    translate('mail.invite.ignore'),
  ];
  return linkMail(to.email, translate('mail.invite.subject'), lines, link);
}
