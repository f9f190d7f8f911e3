'use client';

import { lazy, Suspense, useState } from 'react';
import { Img } from '@/components/ui/img';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { fetchPost, markViewed, postChanged } from '@/lib/queries/feed';
import type { StreamAnswer } from '@/lib/queries/video-stream';
import type { FeedText } from './feed-text';

// The videos' player (components/video/player), loaded only when the viewer plays.
const VideoPlayer = lazy(() => import('@/components/video/player/video-player').then((module) => ({ default: module.VideoPlayer })));

type Props = { locale: Locale; postId: number; title: string; clip: NonNullable<FeedPost['clip']>; /** The signed source the API gave. */ src: string; text: FeedText };

/**
 * An unlocked clip (§3 clip sources, given to a buyer or for a free post): the poster with a play
 * button, then the player on the signed source. The source is short-lived: when it stops working
 * the post is read again for a fresh one. Playing counts the view (§7 viewedPost, once per guest).
 */
export function FeedClip({ locale, postId, title, clip, src, text }: Props) {
  const [playing, setPlaying] = useState(false);
  const renewSource = async (): Promise<StreamAnswer> => {
    try {
      const post = await fetchPost(locale, postId);
      postChanged(post);
      const src = post.clip?.sources[0]?.src;
      return src ? { kind: 'open', grant: { url: src, expiresAt: 0, access: 'bought' } } : { kind: 'locked' };
    } catch {
      return { kind: 'failed' };
    }
  };
  const play = () => {
    setPlaying(true);
    void markViewed(locale, postId).catch(() => {});
  };
  const poster = <Img src={clip.poster} width={clip.width || 1280} height={clip.height || 720} alt="" className="aspect-video w-full object-cover" />;
  if (playing) {
    return (
      <Suspense fallback={poster}>
        <VideoPlayer src={src} poster={clip.poster} title={title} thumbnails={[]} text={text.player} renewSource={renewSource} />
      </Suspense>
    );
  }
  return (
    <div className="relative">
      {poster}
      <div className="absolute inset-0 grid place-items-center">
        <button
          type="button"
          onClick={play}
          aria-label={fill(text.post.playClip, { title })}
          data-testid="feed-clip-play"
          className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-on-accent shadow-xl ring-4 ring-black/20 transition-transform hover:scale-105"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8 fill-current">
            <path d="M8 5.5v13l11-6.5-11-6.5Z" />
          </svg>
        </button>
      </div>
    </div>
  );
}
