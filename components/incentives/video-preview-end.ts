import { routeOfPath } from '@/components/layout/locale-path';

/**
 * §4 "video-preview-ended incentives": the player (loaded after the first view) reports that its
 * video ran to the end; on a video page the page asks §7 getVideoPreviewEndIncentives for that
 * video and shows what the server offers (they replace the earlier ones of that event). The video
 * and the language come from the page's own path, so the page passes nothing new to the player.
 */
export function videoPreviewEnded(): void {
  const route = routeOfPath(window.location.pathname);
  const videoId = Number(route?.args.videoId);
  if (!route || route.route !== '/amateur/[actorName]/video/[videoId]' || !Number.isSafeInteger(videoId) || videoId <= 0) return;
  void import('@/lib/incentives/event-incentives').then(({ loadVideoPreviewEndIncentives }) =>
    loadVideoPreviewEndIncentives(route.locale, videoId).catch(() => {
      // No offer this time: nothing the guest needs to know.
    }),
  );
}
