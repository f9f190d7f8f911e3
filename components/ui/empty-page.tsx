import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';

type Href = Parameters<typeof Link>[0]['href'];

/**
 * A page number past the end of a list ("bad input"): status 200, an empty state and a
 * link back to the first page of the same list. `href` is that first page (route + params,
 * without `page`).
 */
export async function EmptyPage({ href }: { href: Href }) {
  const t = await getTranslations('EmptyPage');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-2 py-12 text-center" data-testid="empty-page">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <p className="mt-2 text-muted">{t('lead')}</p>
      <Link href={href} className={`${buttonStyles.secondary} mt-6`}>
        {t('back')}
      </Link>
    </section>
  );
}
