import 'server-only';
import type { Locale } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { messageTranslator } from '@/lib/seo/messages';
import type { MailMessage } from './mailer';
import { renderMail } from './render-mail';

/** The sign-up confirmation mail (§7 sendSignupEmail) in the guest's language, with the one-time link. */
export function verifyEmailMail(input: {
  to: string;
  screenName: string;
  language: Locale;
  link: string;
  validDays: number;
  guestId: number;
}): MailMessage {
  const t = messageTranslator(input.language);
  const { text, html } = renderMail({
    greeting: t('Mail.greeting', { name: input.screenName }),
    paragraphs: [t('Mail.verifyEmail.intro', { site: site.name }), t('Mail.verifyEmail.linkIntro')],
    action: { label: t('Mail.verifyEmail.action'), url: input.link },
    closing: [t('Mail.verifyEmail.expiry', { days: input.validDays }), t('Mail.verifyEmail.ignore', { site: site.name })],
    signature: t('Mail.signature', { site: site.name }),
    footer: t('Mail.footer', { site: site.name }),
  });
  return {
    to: input.to,
    subject: t('Mail.verifyEmail.subject', { site: site.name }),
    text,
    html,
    kind: 'verify-email',
    meta: { guestId: input.guestId, language: input.language },
  };
}
