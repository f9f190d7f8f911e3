import { JsonLd } from '@/components/seo/json-ld';
import { isoDuration } from '@/components/video/iso-duration';
import type { VideoDetail } from '@/lib/contracts/video';

/**
 * schema.org VideoObject (structured data for search engines): name, description, thumbnails, upload date and the
 * ISO 8601 duration. contentUrl is left out: the stream is sold, not public.
 */
export function VideoJsonLd({ video, origin, pageUrl, profileUrl }: { video: VideoDetail; origin: string; pageUrl: string; profileUrl: string }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: video.title,
        description: video.description || video.title,
        thumbnailUrl: [video.previewImages.w1280.url, video.previewImages.w640.url].map((path) => `${origin}${path}`),
        uploadDate: video.releasedAt,
        duration: isoDuration(video.duration),
        url: `${origin}${pageUrl}`,
        isFamilyFriendly: false,
        actor: { '@type': 'Person', name: video.model.name, url: `${origin}${profileUrl}` },
      }}
    />
  );
}
