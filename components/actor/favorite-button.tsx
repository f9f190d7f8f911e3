'use client';

import type { Locale } from '@/i18n/routing';
import { PinIsland } from '@/components/favorites/pin-island';

type FavoriteButtonProps = { actorId: number; locale: Locale; text: { add: string; remove: string; label: string } };

/** The heart on a performer's profile: the one pin button (components/favorites) for the subject actor, loaded after the first view. */
export function FavoriteButton({ actorId, locale, text }: FavoriteButtonProps) {
  return <PinIsland subject="actor" targetId={actorId} locale={locale} text={text} />;
}
