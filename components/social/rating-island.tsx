'use client';

import type { ReactNode } from 'react';
import type { AlbumRatingProps } from '@/components/album/album-rating';
import { DeferredIsland } from '@/components/live/deferred-island';
import type { VideoRatingProps } from '@/components/video/video-rating';
import type { SedcardRatingProps } from './sedcard-rating';

type Props = (
  | { subject: 'video'; rating: VideoRatingProps }
  | { subject: 'album'; rating: AlbumRatingProps }
  | { subject: 'sedcards'; rating: SedcardRatingProps }
) & { children: ReactNode };

const loadVideo = () => import('@/components/video/video-rating');
const loadAlbum = () => import('@/components/album/album-rating');
const loadSedcards = () => import('./sedcard-rating');

/**
 * Like and dislike on a server-rendered page: the server's buttons with everyone's counts
 * (`children`, RatingButtons without handlers) until the rating's module has loaded, once the
 * page is idle or at the first touch; a click before that is rated once it has loaded.
 */
export function RatingIsland(props: Props) {
  if (props.subject === 'video') {
    const rating = props.rating;
    return <DeferredIsland load={loadVideo} render={({ VideoRating }) => <VideoRating {...rating} />}>{props.children}</DeferredIsland>;
  }
  if (props.subject === 'album') {
    const rating = props.rating;
    return <DeferredIsland load={loadAlbum} render={({ AlbumRating }) => <AlbumRating {...rating} />}>{props.children}</DeferredIsland>;
  }
  const rating = props.rating;
  return <DeferredIsland load={loadSedcards} render={({ SedcardRating }) => <SedcardRating {...rating} />}>{props.children}</DeferredIsland>;
}
