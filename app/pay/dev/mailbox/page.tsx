import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from '@/i18n/has-locale';
import { mayReadDevMailbox } from '@/lib/server/mail/dev-mailbox-access';
import { listOutbox } from '@/lib/server/mail/list-outbox';
import { runtime } from '@/lib/server/runtime';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** A mail's plain text with its links clickable (reset links are what this page is for). */
function MailText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-accent underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { lang } = await searchParams;
  const t = await getTranslations({ locale: hasLocale(lang) ? lang : 'en', namespace: 'DevMailbox' });
  return { title: t('title') };
}

/**
 * The development mailbox. Mails go to the outbox table (lib/server/mail); this page
 * lists them, newest first, where a developer or a test reads a password reset link. Answers 404
 * unless DEV_MAILBOX allows it, the public origin is this machine and the request comes from this
 * machine (lib/server/mail/dev-mailbox-access.ts): a reset link read here takes over the account.
 */
export default async function DevMailboxPage({ searchParams }: Props) {
  // First: the switch and the database are the running server's, never the build's.
  await connection();
  if (!mayReadDevMailbox(await headers())) notFound();
  const { lang } = await searchParams;
  const locale = hasLocale(lang) ? lang : 'en';
  const [mails, t] = await Promise.all([listOutbox(runtime().db), getTranslations({ locale, namespace: 'DevMailbox' })]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' });
  return (
    <main lang={locale} className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('lead')}</p>
      {mails.length === 0 ? <p className="mt-8 text-muted">{t('empty')}</p> : null}
      <ol className="mt-6 flex flex-col gap-4">
        {mails.map((mail) => (
          <li key={mail.id}>
            <article aria-labelledby={`mail-${mail.id}`} className="rounded-tile border border-line bg-surface p-4">
              <h2 id={`mail-${mail.id}`} className="text-lg font-semibold">
                {mail.subject}
              </h2>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-muted">
                <dt>{t('to')}</dt>
                <dd>{mail.to}</dd>
                <dt>{t('sent')}</dt>
                <dd>{date.format(mail.createdAt)}</dd>
                <dt>{t('kind')}</dt>
                <dd>{mail.kind}</dd>
              </dl>
              <div className="mt-3">
                <MailText text={mail.text} />
              </div>
            </article>
          </li>
        ))}
      </ol>
    </main>
  );
}
