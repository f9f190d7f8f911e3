import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';

/**
 * Every wait on the SMTP server is bounded, so a server that is down or hangs costs a delivery
 * attempt at most ~1 minute and never a request: delivery runs after the request has answered.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 } as const;

export type SmtpTransport = Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;

let cached: SmtpTransport | undefined;

/**
 * The nodemailer transport for SMTP_URL, sending from MAIL_FROM. One connection per mail (no
 * pool): mails are few, and a pool's idle sockets would emit errors with no send to catch them.
 */
export function smtpTransport(): SmtpTransport {
  if (cached) return cached;
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL || !MAIL_FROM) throw new AppError('INTERNAL', 'MAILER=smtp needs SMTP_URL and MAIL_FROM.');
  cached = nodemailer.createTransport({ ...SMTP_URL, ...TIMEOUTS }, { from: MAIL_FROM });
  return cached;
}
