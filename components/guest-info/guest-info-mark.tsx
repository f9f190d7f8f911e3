import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { GuestInfoKind } from './badge-state';
import { GuestInfoBadge } from './guest-info-badge';

/**
 * A tile's guestInfo mark: the strings are translated here on the server (next-intl caches them
 * per request), the guest's state is filled in by the client island after hydration.
 */
export async function GuestInfoMark({ kind, id }: { kind: GuestInfoKind; id: number }) {
  const t = await getTranslations('GuestInfo');
  return <GuestInfoBadge kind={kind} id={id} text={{ bought: t('bought'), gifted: t('gifted'), flatrate: t('flatrate'), liked: t('liked') }} />;
}
