'use client';

import { Img } from '@/components/ui/img';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { buttonStyles } from '@/components/ui/button-styles';
import { FeedBuy } from './feed-buy';
import { FeedClip } from './feed-clip';
import type { FeedText } from './feed-text';
import { guestOrSignup } from './guest-or-signup';

type Props = { locale: Locale; post: FeedPost; text: FeedText; eager: boolean };

/**
 * A post's media by type (§3): a clip (poster, then the player on the signed source), photos as a
 * grid. A locked paid post shows only the blurred previews with its price and Buy; an fsk-18 post
 * without an accepted age verification gets no media from the server (§6) and asks for it.
 */
export function FeedMedia({ locale, post, text, eager }: Props) {
  const { clip, photos } = post;
  const previews = clip ? [{ id: clip.id, src: clip.poster }] : photos.map((photo) => ({ id: photo.id, src: photo.url ?? photo.preview }));
  if (post.locked) {
    return (
      <div className="relative overflow-hidden rounded-tile bg-surface-2" data-testid="feed-locked">
        {previews.length > 0 ? (
          <Img src={previews[0]?.src ?? ''} width={1280} height={720} alt="" priority={eager} className="aspect-video w-full scale-110 object-cover blur-xl" />
        ) : (
          <div className="aspect-[3/1] w-full bg-gradient-to-br from-accent/30 to-surface-2" />
        )}
        <div className="absolute inset-0 grid place-items-center bg-black/40 p-3">
          <div className="grid justify-items-center gap-2">
            <p className="rounded-full bg-black/60 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">{text.post.locked}</p>
            <FeedBuy locale={locale} post={post} text={text} />
          </div>
        </div>
      </div>
    );
  }
  const source = clip?.sources[0]?.src;
  if (clip && source) return <FeedClip locale={locale} postId={post.id} title={post.title} clip={clip} src={source} text={text} />;
  const ageGated = (clip !== null && !source) || photos.some((photo) => photo.url === null);
  if (ageGated) return <AgeGate text={text} preview={previews[0]?.src} />;
  if (photos.length === 0) return null;
  return (
    <ul className={`grid gap-1 overflow-hidden rounded-tile ${photos.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}`}>
      {photos.map((photo, index) => (
        <li key={photo.id} className={photos.length === 3 && index === 0 ? 'col-span-2' : undefined}>
          <Img
            src={photo.url ?? photo.preview}
            srcSet={photo.srcSet ?? undefined}
            width={640}
            height={480}
            alt={fill(text.post.photoAlt, { number: index + 1, title: post.title })}
            priority={eager && index === 0}
            className="aspect-[4/3] w-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

function AgeGate({ text, preview }: { text: FeedText; preview: string | undefined }) {
  const verify = async () => {
    if (!(await guestOrSignup(text.signup))) return;
    const { openAvsBox } = await import('@/components/avs/open-avs-box');
    openAvsBox();
  };
  return (
    <div className="relative overflow-hidden rounded-tile bg-surface-2">
      {preview ? <Img src={preview} width={1280} height={720} alt="" className="aspect-video w-full scale-110 object-cover blur-xl" /> : <div className="aspect-video w-full" />}
      <div className="absolute inset-0 grid place-items-center gap-2 bg-black/50 p-4 text-center text-sm text-white">
        <div className="grid justify-items-center gap-3">
          <p className="max-w-sm">{text.post.fskNote}</p>
          <button type="button" onClick={() => void verify()} className={buttonStyles.primary}>
            {text.post.verify}
          </button>
        </div>
      </div>
    </div>
  );
}
