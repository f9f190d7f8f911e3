'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadState, LoginPrompt, type PersonalGateText } from '@/components/personal/login-prompt';
import type { Locale } from '@/i18n/routing';
import type { GuestProfile } from '@/lib/contracts/personal';
import { profileOptions } from '@/lib/queries/personal';
import { isLoggedIn, useGuest } from '@/stores/guest';

type Props = { locale: Locale; gate: PersonalGateText; children: (profile: GuestProfile) => ReactNode };

/**
 * §6 newsletter actions need login: a visitor meets the login door, a logged-in guest the
 * newsletter part once the server said what they are subscribed to (GET guest/profile).
 */
export function NewsletterGate({ locale, gate, children }: Props) {
  const guest = useGuest();
  const { data: profile, isError, refetch } = useQuery({ ...profileOptions(locale), enabled: isLoggedIn(guest) });
  if (guest.status === 'anonymous') return <LoginPrompt text={gate} />;
  if (guest.status === 'pending' || !profile) return <LoadState text={gate} failed={isError} onRetry={() => void refetch()} />;
  return children(profile);
}
