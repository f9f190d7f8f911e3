'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/i18n/routing';
import { videoGuestInfoOptions } from '@/lib/queries/gallery';

type Props = { locale: Locale; videoId: number; unlocked: ReactNode; included: ReactNode };

function Check({ locale, videoId, unlocked, included }: Props) {
  const { data: flatrate } = useQuery({ ...videoGuestInfoOptions(locale, videoId), select: (item) => item?.flatrate === true });
  return flatrate ? unlocked : included;
}

/** The logged-in guest's part of VipAccess, loaded after hydration: whether the video is in their VIP membership (§3 guestInfo.flatrate). */
export function VipAccessCheck(props: Props) {
  return (
    <QueryProvider>
      <Check {...props} />
    </QueryProvider>
  );
}
