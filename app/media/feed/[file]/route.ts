// GET /media/feed/{postId}-{clip|photo}-{mediaId}.{mp4|svg}?g=&exp=&sig= – a feed post's clip or photo, re-checked per request
import { serveFeedMedia } from '@/lib/server/feed/feed-media-request';

// Per guest and per request (signature, session, purchase, avs): never prerendered, never shared.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveFeedMedia(request, (await params).file);
}
