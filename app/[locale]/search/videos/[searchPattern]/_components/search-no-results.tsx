import { getTranslations } from 'next-intl/server';
import { AppLink as NextLink } from '@/i18n/app-link';
import { PageHeading } from '@/components/layout/page-heading';
import { buttonStyles } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { SearchProposal } from '@/lib/contracts/search';
import { SearchAgain } from './search-again';

const browse = [
  { href: '/new-girls', key: 'browseNewGirls' },
  { href: '/new-videos', key: 'browseNewVideos' },
  { href: '/free-clips', key: 'browseFreeClips' },
  { href: '/all-videos', key: 'browseAllVideos' },
] as const;

/** Nothing matched: proposals for a close spelling when there are any, and places to browse. */
type SearchNoResultsProps = { locale: Locale; pattern: string; proposals: readonly SearchProposal[] };

export async function SearchNoResults({ locale, pattern, proposals }: SearchNoResultsProps) {
  const t = await getTranslations('Search');
  return (
    <div data-testid="search-no-results">
      <PageHeading title={t('noResultsTitle', { pattern })} />
      <SearchAgain locale={locale} pattern={pattern} />
      <p className="mt-6 text-sm text-muted">{t('noResultsLead')}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {browse.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={buttonStyles.secondary}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
      {proposals.length > 0 ? (
        <section aria-labelledby="search-did-you-mean" className="mt-8">
          <h2 id="search-did-you-mean" className="text-lg font-semibold">
            {t('didYouMean')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {proposals.map((proposal) => (
              <li key={`${proposal.type}-${proposal.label}`}>
                <NextLink href={proposal.link} className={buttonStyles.ghost}>
                  {proposal.label}
                </NextLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
