import type { ReactNode } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { PersonalNav, type PersonalRoute } from './personal-nav';

type Props = { locale: Locale; route: PersonalRoute; title: string; lead: string; children: ReactNode };

/** The frame of a personal-area page: the h1, the sub-navigation, then the page's content (the guest's data through react-query). */
export function PersonalPage({ locale, route, title, lead, children }: Props) {
  return (
    <div className="mx-auto max-w-5xl pb-12">
      <PageHeading title={title} lead={lead} />
      <div className="mt-4">
        <PersonalNav locale={locale} current={route} />
      </div>
      <div className="mt-6">
        <QueryProvider>{children}</QueryProvider>
      </div>
    </div>
  );
}
