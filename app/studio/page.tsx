import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { StudioLoginForm } from '@/app/studio/_components/studio-login-form';
import { studioPageAccess, studioPageLocale, studioPageText } from '@/lib/server/studio/studio-page';
import { studioString } from '@/lib/studio/studio-text';

/** /studio/: the performer login; a performer already logged in goes on to her dashboard. */
export default async function StudioLoginPage() {
  await connection();
  if (await studioPageAccess()) redirect('/studio/dashboard/');
  const locale = await studioPageLocale();
  const text = await studioPageText(locale);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{studioString(text, 'login.title')}</h1>
      <p className="mt-2 text-sm text-muted">{studioString(text, 'login.lead')}</p>
      <StudioLoginForm locale={locale} text={text} />
    </main>
  );
}
