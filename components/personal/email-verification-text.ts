import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { EmailVerificationNoticeText } from './email-verification-notice';

/** The notice's strings, translated on the server (client components get strings, not the catalogue). */
export async function emailVerificationNoticeText(locale: Locale): Promise<EmailVerificationNoticeText> {
  const t = await getTranslations({ locale, namespace: 'EmailVerification' });
  return { notice: t('notice'), noticeLead: t.raw('noticeLead') as string, resend: t('resend'), sent: t('sent'), sendFailed: t('sendFailed') };
}
