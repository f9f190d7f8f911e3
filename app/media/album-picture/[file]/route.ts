// GET /media/album-picture/{pictureId}-{size}.webp – an album picture a visitor may not see, access-checked per request (§6)
import { serveAlbumPicture } from '@/lib/server/media/album-picture-request';

// Per guest (session cookie, purchase, avs, country): never prerendered, never shared.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return serveAlbumPicture(request, (await params).file);
}
