'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { FeedList, type FeedListProps } from './feed-list';
import { FeedSingle, type FeedSingleProps } from './feed-single';

type Props = { list: FeedListProps; single?: never } | { single: FeedSingleProps; list?: never };

/**
 * The feed's client island: the server rendered the first page (or the one post) as a visitor
 * sees it (the page cache shares it); after hydration the island asks /feed/graphql again for
 * this viewer (the token only when logged in), which brings his marks (liked, bought,
 * following) and the media sources he may play, and moves the tipping goals live.
 */
export function FeedIsland(props: Props) {
  return <QueryProvider>{props.single ? <FeedSingle {...props.single} /> : <FeedList {...props.list} />}</QueryProvider>;
}
