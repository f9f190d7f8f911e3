import 'server-only';
import type { Locale } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { messageTranslator } from '@/lib/seo/messages';
import type { MailMessage } from './mailer';
import { renderMail } from './render-mail';

/** The §2 pwdreset mail in the guest's language, with the one-time link. */
export function passwordResetMail(input: {
  to: string;
  screenName: string;
  language: Locale;
  link: string;
  validMinutes: number;
  guestId: number;
}): MailMessage {
  const t = messageTranslator(input.language);
  const { text, html } = renderMail({
    greeting: t('Mail.greeting', { name: input.screenName }),
    paragraphs: [t('Mail.passwordReset.intro', { site: site.name }), t('Mail.passwordReset.linkIntro')],
    action: { label: t('Mail.passwordReset.action'), url: input.link },
    closing: [t('Mail.passwordReset.expiry', { minutes: input.validMinutes }), t('Mail.passwordReset.ignore')],
    signature: t('Mail.signature', { site: site.name }),
    footer: t('Mail.footer', { site: site.name }),
  });
  return {
    to: input.to,
    subject: t('Mail.passwordReset.subject', { site: site.name }),
    text,
    html,
    kind: 'password-reset',
    meta: { guestId: input.guestId, language: input.language },
  };
}
