// GET /media/stream/{videoId}.mp4?g=&exp=&sig= – a video's stream behind a signed, expiring URL
import { serveStream } from '@/lib/server/media/stream-request';

// Per guest and per request (signature, session, access): never prerendered, never shared.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveStream(request, (await params).file);
}
