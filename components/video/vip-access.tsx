'use client';

import { lazy, Suspense } from 'react';
import type { Locale } from '@/i18n/routing';
import { isLoggedIn, useGuest } from '@/stores/guest';

type Text = { unlocked: string; included: string; join: string };
type Props = { locale: Locale; videoId: number; vipClubHref: string; text: Text };

const VipAccessCheck = lazy(() => import('./vip-access-check').then((module) => ({ default: module.VipAccessCheck })));

/**
 * A VIP video on its cached page (§3 guestInfo.flatrate, §6 VIP): everyone reads "included with
 * VIP" and the way to the VIP club; for a logged-in guest the browser asks the server, which
 * says whether the video is included in this guest's VIP membership — then it shows as unlocked
 * (the react-query part loads after hydration, for logged-in guests only).
 */
export function VipAccess({ locale, videoId, vipClubHref, text }: Props) {
  const guest = useGuest();
  const included = (
    <p className="mt-3 text-sm text-muted" data-testid="vip-included">
      {text.included}{' '}
      <a href={vipClubHref} className="font-medium text-accent hover:underline">
        {text.join}
      </a>
    </p>
  );
  if (!isLoggedIn(guest)) return included;
  const unlocked = (
    <p role="status" data-testid="vip-unlocked" className="mt-3 flex items-center gap-2 rounded-lg bg-accent/15 px-3 py-2 text-sm font-semibold text-accent">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M6 8V6a4 4 0 0 1 7.7-1.5l-1.8.8A2 2 0 0 0 8 6v2h7a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Z" />
      </svg>
      {text.unlocked}
    </p>
  );
  return (
    <Suspense fallback={included}>
      <VipAccessCheck key={guest.guestId} locale={locale} videoId={videoId} unlocked={unlocked} included={included} />
    </Suspense>
  );
}
