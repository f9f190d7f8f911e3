import 'server-only';
import type { Locale } from '@/i18n/routing';
import { site } from '@/lib/config/site';
import type { MailMessage } from '@/lib/server/mail/mailer';
import { renderMail } from '@/lib/server/mail/render-mail';
import { messageTranslator } from '@/lib/seo/messages';

export type VideoShareMailInput = {
  to: string;
  language: Locale;
  senderName: string;
  videoTitle: string;
  actorName: string;
  link: string;
  message?: string;
  guestId: number;
  videoId: number;
};

/** The §7 video share mail in the sender's language (strings share.mail.*); the guest's note is quoted as given. */
export function videoShareMail(input: VideoShareMailInput): MailMessage {
  const t = messageTranslator(input.language);
  const note = input.message ? [t('share.mail.note', { name: input.senderName }), `"${input.message}"`] : [];
  const { text, html } = renderMail({
    greeting: t('share.mail.greeting'),
    paragraphs: [t('share.mail.intro', { name: input.senderName, title: input.videoTitle, actor: input.actorName, site: site.name }), ...note],
    action: { label: t('share.mail.action'), url: input.link },
    closing: [t('share.mail.ignore', { site: site.name })],
    signature: t('Mail.signature', { site: site.name }),
    footer: t('Mail.footer', { site: site.name }),
  });
  return {
    to: input.to,
    subject: t('share.mail.subject', { name: input.senderName, site: site.name }),
    text,
    html,
    kind: 'video-share',
    meta: { guestId: input.guestId, videoId: input.videoId, language: input.language },
  };
}
