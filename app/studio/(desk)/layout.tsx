import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { StudioNav } from '@/app/studio/_components/studio-nav';
import { StudioProvider } from '@/app/studio/_components/studio-provider';
import { studioPageAccess, studioPageLocale, studioPageText } from '@/lib/server/studio/studio-page';
import { studioProfileHref } from '@/lib/server/studio/studio-profile-href';

/** The logged-in studio: without a valid ss session every page goes back to the login. */
export default async function StudioDeskLayout({ children }: { children: ReactNode }) {
  await connection();
  const access = await studioPageAccess();
  if (!access) redirect('/studio/');
  const locale = await studioPageLocale();
  const text = await studioPageText(locale);
  const profileHref = await studioProfileHref(access.actorId, locale);
  return (
    <StudioProvider locale={locale} text={text} access={access}>
      <StudioNav profileHref={profileHref} />
      <main id="main" className="mx-auto w-full max-w-5xl px-3 py-6">
        {children}
      </main>
    </StudioProvider>
  );
}
