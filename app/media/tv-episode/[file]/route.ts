// GET /media/tv-episode/{episodeId}.mp4?g=&exp=&sig= – a media-centre episode behind a signed, expiring URL
import { serveEpisodeStream } from '@/lib/server/tv/mediathek/serve-episode-stream';

// Per guest and per request (signature, session, subscription, age): never prerendered, never shared.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveEpisodeStream(request, (await params).file);
}
