'use client';

import type { Locale } from '@/i18n/routing';
import { PinButton } from '@/components/favorites/pin-button';

type FavoriteButtonProps = { actorId: number; locale: Locale; text: { add: string; remove: string; label: string } };

/** The heart on a performer's profile: the one pin button (components/favorites) for the subject actor. */
export function FavoriteButton({ actorId, locale, text }: FavoriteButtonProps) {
  return <PinButton subject="actor" targetId={actorId} locale={locale} text={text} />;
}
