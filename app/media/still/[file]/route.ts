// GET /media/still/{videoId}-{index}-{size}.webp – a frame of a video, access-checked per request (§6)
import { serveStill } from '@/lib/server/media/still-request';

// Per guest (session cookie, avs, country): never prerendered, never shared.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveStill(request, (await params).file);
}
