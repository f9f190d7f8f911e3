'use client';

import { useActorOnline } from '@/stores/presence';
import { OnlineBadge, type OnlineBadgeProps } from './online-badge';

type LiveOnlineBadgeProps = OnlineBadgeProps & {
  actorId: number;
  /** The server-rendered state; the badge follows actorOnline/actorOffline after hydration (§4). */
  online: boolean;
  /** Classes of the wrapper (tiles position the badge over the image). */
  className?: string;
};

/** The online badge of a tile or row that appears and disappears with the performer's events. */
export function LiveOnlineBadge({ actorId, online, className, ...badge }: LiveOnlineBadgeProps) {
  const isOnline = useActorOnline(actorId, online);
  if (!isOnline) return null;
  if (!className) return <OnlineBadge {...badge} />;
  return (
    <span className={className}>
      <OnlineBadge {...badge} />
    </span>
  );
}
