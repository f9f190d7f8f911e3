'use client';

import { useActorOnline } from '@/stores/presence';
import { OnlineBadge } from './online-badge';

/** actorId: follow her actorOnline/actorOffline events after hydration (§4); online is the server-rendered state. */
type PresenceBadgeProps = { actorId?: number; online: boolean; onlineLabel: string; offlineLabel: string };

/** Online or offline in words, for places that show both states (the profile). */
export function PresenceBadge({ actorId, online: initial, onlineLabel, offlineLabel }: PresenceBadgeProps) {
  const online = useActorOnline(actorId, initial);
  if (online) return <OnlineBadge label={onlineLabel} look="inline" />;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-sm text-muted">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-muted" />
      {offlineLabel}
    </span>
  );
}
