'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStudio } from '@/app/studio/_components/studio-context';
import { fill } from '@/lib/format/fill';
import { deleteStudioPostMutation, studioFeedKeys, studioFeedPostsOptions } from '@/lib/queries/studio-feed';
import type { StudioMedia } from './load-studio-media';
import { StudioFeedComments } from './studio-feed-comments';
import { StudioFeedForm } from './studio-feed-form';
import type { StudioFeedText } from './studio-feed-text';

type Props = { media: StudioMedia; text: StudioFeedText };

/** Her feed: the form to post (§7 studio post) and her posts with their counts and comments (she answers there), each deletable. */
export function StudioFeed({ media, text }: Props) {
  const { locale } = useStudio();
  const client = useQueryClient();
  const posts = useQuery(studioFeedPostsOptions(locale));
  const remove = useMutation({ ...deleteStudioPostMutation(locale), onSuccess: () => client.invalidateQueries({ queryKey: studioFeedKeys.posts() }) });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">{text.heading}</h1>
      <StudioFeedForm media={media} text={text} onPosted={() => void client.invalidateQueries({ queryKey: studioFeedKeys.posts() })} />
      <section aria-labelledby="studio-feed-posts" className="grid gap-3">
        <h2 id="studio-feed-posts" className="text-lg font-semibold">
          {text.postsHeading}
        </h2>
        {posts.isError ? <p role="alert">{text.loadFailed}</p> : null}
        {posts.data?.length === 0 ? <p className="text-muted">{text.empty}</p> : null}
        {remove.isError ? <p role="alert" className="text-sale">{text.deleteFailed}</p> : null}
        <ul className="grid gap-2">
          {posts.data?.map((post) => (
            <li key={post.id} className="flex flex-wrap items-start gap-3 rounded-lg border border-line bg-surface p-3" data-testid="studio-feed-post">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold">{post.title}</p>
                <p className="text-xs text-muted">
                  {date.format(new Date(post.published))} · {post.type} · {post.priceCoins > 0 ? fill(text.coins, { count: post.priceCoins }) : text.free} · FSK {post.fsk}
                </p>
                <p className="text-xs text-muted">{fill(text.stats, { likes: post.likes, comments: post.comments.length, views: post.views })}</p>
                {post.tippingGoal ? <p className="text-xs text-muted">{fill(text.goalState, { sum: post.tippingGoal.tipsSumCoins, goal: post.tippingGoal.goalCoins })}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => remove.mutate(post.id)}
                disabled={remove.isPending}
                aria-label={fill(text.deleteLabel, { title: post.title })}
                className="rounded-full border border-line px-3 py-1.5 text-sm hover:border-sale hover:text-sale"
              >
                {text.delete}
              </button>
              <div className="basis-full">
                <StudioFeedComments postId={post.id} comments={post.comments} text={text} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
