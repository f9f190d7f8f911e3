// GET /media/tv/{channel}/live.m3u8 and /media/tv/{channel}/{sequence}.mp4 – the live TV channel behind a signed, expiring URL
import { serveTvMedia } from '@/lib/server/tv/serve-tv-media';

// Per guest and per request (signature, session, subscription, clock): never prerendered, never shared.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ channel: string; file: string }> }) {
  const { channel, file } = await params;
  return serveTvMedia(request, channel, file);
}
