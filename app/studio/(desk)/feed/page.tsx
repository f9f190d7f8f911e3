import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { runtime } from '@/lib/server/runtime';
import { studioPageAccess, studioPageLocale } from '@/lib/server/studio/studio-page';
import { loadStudioMedia } from './_components/load-studio-media';
import { StudioFeed } from './_components/studio-feed';
import { studioFeedText } from './_components/studio-feed-text';

/** /studio/feed/: her feed posts and the form to post text, photos or a clip (§7 studio post). */
export default async function StudioFeedPage() {
  await connection();
  const access = await studioPageAccess();
  if (!access) redirect('/studio/');
  const locale = await studioPageLocale();
  const [media, text] = await Promise.all([loadStudioMedia(runtime().db, access.actorId), studioFeedText(locale)]);
  return <StudioFeed media={media} text={text} />;
}
