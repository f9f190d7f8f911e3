import 'server-only';
import type { RestArea } from '../call';
import { galleryAlbumCalls } from './gallery-albums';
import { galleryGuestInfoCalls } from './gallery-guest-info';
import { galleryPinnedCalls } from './gallery-pinned';
import { gallerySocialCalls } from './gallery-social';
import { galleryStreamCalls } from './gallery-stream';
import { galleryVideoCalls } from './gallery-videos';

/** §7 gallery area: video reads (gallery-videos.ts) and album reads (gallery-albums.ts). */
export const galleryArea: RestArea = { ...galleryVideoCalls, ...galleryAlbumCalls, ...gallerySocialCalls, ...galleryStreamCalls, ...galleryGuestInfoCalls, ...galleryPinnedCalls };
