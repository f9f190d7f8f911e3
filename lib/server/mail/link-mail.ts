import 'server-only';
import type { Locale } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import { messageTranslator } from '@/lib/seo/messages';
import type { MailMessage } from './mailer';
import { renderMail } from './render-mail';

export type LinkMailInput = { to: string; screenName: string; language: Locale; link: string; guestId: number };

/**
 * A mail to a guest whose point is one one-time link (password reset, email verification), in
 * the guest's language: messages Mail.<namespace>.{subject, intro, linkIntro, action, expiry, ignore}.
 * `expiry` fills the expiry sentence ({minutes} or {days}).
 */
export function linkMail(input: LinkMailInput, mail: { kind: string; namespace: 'passwordReset' | 'verifyEmail'; expiry: Record<string, number> }): MailMessage {
  const t = messageTranslator(input.language);
  const key = (name: string) => `Mail.${mail.namespace}.${name}`;
  const { text, html } = renderMail({
    greeting: t('Mail.greeting', { name: input.screenName }),
    paragraphs: [t(key('intro'), { site: site.name }), t(key('linkIntro'))],
    action: { label: t(key('action')), url: input.link },
    closing: [t(key('expiry'), mail.expiry), t(key('ignore'), { site: site.name })],
    signature: t('Mail.signature', { site: site.name }),
    footer: t('Mail.footer', { site: site.name }),
  });
  return { to: input.to, subject: t(key('subject'), { site: site.name }), text, html, kind: mail.kind, meta: { guestId: input.guestId, language: input.language } };
}
