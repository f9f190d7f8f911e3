'use client';

import { AppLink as Link } from '@/i18n/app-link';
import { useStudioT } from './studio-context';

/** Shown instead of the page once a studio call answered 401. */
export function StudioSessionEnded() {
  const t = useStudioT();
  return (
    <div role="alert" className="rounded-lg border border-accent bg-surface p-4">
      <p>{t('errors.sessionEnded')}</p>
      <Link href="/studio/" className="mt-3 inline-block font-semibold text-accent underline">
        {t('errors.loginAgain')}
      </Link>
    </div>
  );
}
