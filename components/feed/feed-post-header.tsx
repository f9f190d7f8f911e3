'use client';

import { useMutation } from '@tanstack/react-query';
import { Img } from '@/components/ui/img';
import { AppLink } from '@/i18n/app-link';
import type { Locale } from '@/i18n/routing';
import type { FeedPost } from '@/lib/contracts/feed';
import { fill } from '@/lib/format/fill';
import { followMutation } from '@/lib/queries/feed';
import { feedDate, profileHref } from './feed-format';
import type { FeedText } from './feed-text';
import { guestOrSignup } from './guest-or-signup';

type Props = { locale: Locale; post: FeedPost; profilePath: string; text: FeedText };

/** The performer (avatar, name, online dot — linking her profile), the date, and follow (§3 guestState.following). */
export function FeedPostHeader({ locale, post, profilePath, text }: Props) {
  const { model } = post;
  const follow = useMutation(followMutation(locale, model.id));
  const following = post.guestState.following;
  const href = profileHref(profilePath, model.name);
  const onFollow = async () => {
    if (await guestOrSignup(text.signup)) follow.mutate(!following);
  };
  return (
    <header className="flex items-center gap-3">
      <AppLink href={href} className="relative shrink-0" aria-label={fill(text.post.profileOf, { name: model.name })}>
        {model.avatar ? (
          <Img src={model.avatar} width={44} height={44} alt="" className="size-11 rounded-full object-cover ring-1 ring-line" />
        ) : (
          <span className="grid size-11 place-items-center rounded-full bg-surface-2 font-semibold">{model.name.slice(0, 1)}</span>
        )}
        <span
          className={`absolute right-0 bottom-0 size-3 rounded-full ring-2 ring-surface ${model.online ? 'bg-emerald-500' : 'bg-zinc-400'}`}
          title={model.online ? text.post.online : text.post.offline}
        />
      </AppLink>
      <div className="min-w-0 flex-1">
        <AppLink href={href} className="block truncate font-semibold hover:text-accent" data-testid="feed-model-link">
          {model.name}
          <span className="sr-only"> ({model.online ? text.post.online : text.post.offline})</span>
        </AppLink>
        <p className="text-xs text-muted">
          <time dateTime={post.published}>{fill(text.post.postedAt, { date: feedDate(locale, post.published) })}</time>
          {post.pinned ? <span> · {text.post.pinned}</span> : null}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void onFollow()}
        aria-pressed={following}
        disabled={follow.isPending}
        className={`max-w-[40%] shrink-0 truncate rounded-full px-3 py-1.5 text-xs font-semibold ring-1 transition-colors ${
          following ? 'bg-accent text-on-accent ring-accent' : 'bg-surface-2 text-fg ring-line hover:ring-accent/60'
        }`}
      >
        {fill(following ? text.post.following : text.post.follow, { name: model.name })}
      </button>
    </header>
  );
}
