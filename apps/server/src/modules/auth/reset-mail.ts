import { passwordLinkPath, RESET_TOKEN_TTL_MINUTES, translate } from '@board/domain';
import { linkMail } from '../../lib/link-mail.ts';
import type { UserRecord } from './users.repository.ts';

/** The password-reset e-mail: text and HTML with the one-time link, and the link itself. */
export function resetMail(appUrl: string, user: UserRecord, token: string) {
  const link = `${appUrl}${passwordLinkPath(token, 'reset')}`;
  const lines = [
    translate('mail.reset.greeting', { name: user.fullName }),
    translate('mail.reset.intro'),
    translate('mail.reset.action', { minutes: RESET_TOKEN_TTL_MINUTES }),
    link,
    translate('mail.reset.ignore'),
  ];
  return linkMail(user.email, translate('mail.reset.subject'), lines, link);
}
