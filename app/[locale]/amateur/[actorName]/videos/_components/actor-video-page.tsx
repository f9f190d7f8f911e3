import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { decodeSegment, pageLocale } from '@/components/layout/page-locale';
import { VideoListView } from '@/components/video/video-list-view';
import { ordersFor, parseVideoSort } from '@/components/video/video-orders';
import { videoPageSeo } from '@/components/video/video-seo';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { type SearchParams, listPage, pageCountOf, parseGridMode } from '@/lib/catalog/list-query';
import { VIDEO_ITEMS_PER_GRID } from '@/lib/catalog/rules';
import type { ActorProfile } from '@/lib/contracts/actor';
import type { VideoOrder } from '@/lib/contracts/video';
import { listVideos } from '@/lib/server/catalog/list-videos';
import { actorTags, findTag } from '@/lib/server/catalog/videos/tags';
import { pageViewerCountry } from '@/lib/server/http/page-viewer';
import { runtime } from '@/lib/server/runtime';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProfileFrame } from '../../_components/profile-frame';
import { loadProfile } from '../../_components/load-profile';
import { ActorVideoNav, type ActorVideoVariant } from './actor-video-nav';

export type ActorVideoProps = {
  params: Promise<{ locale: string; actorName: string; tagGroup?: string }>;
  searchParams: Promise<SearchParams>;
};

const pathnames = {
  all: '/amateur/[actorName]/videos',
  classic: '/amateur/[actorName]/videos/classic',
  tag: '/amateur/[actorName]/videos/tag/[tagGroup]',
} as const;

const routeKeys = { all: 'actorVideos', classic: 'actorClassicVideos', tag: 'actorVideosByTag' } as const;

/**
 * A performer's own list is read newest first by default: videos_actor_idx (actor_id,
 * released_at) and videos_classic_idx deliver that order directly.
 */
const DEFAULT_ORDER: VideoOrder = 'newest';
const ORDERS = ordersFor('allVideos', DEFAULT_ORDER);

type Loaded = { locale: Locale; profile: ActorProfile; tag: { id: number; tagGroup: string; name: string } | null };

/** Language, performer (404 when unknown or banned, §6) and tag group (404 when unknown). */
async function load(variant: ActorVideoVariant, params: ActorVideoProps['params'], forMetadata: boolean): Promise<Loaded | null> {
  const locale = await pageLocale(params);
  const raw = await params;
  const actorName = decodeSegment(raw.actorName);
  const profile = await loadProfile(actorName.toLowerCase());
  if (!profile) return null;
  let tag: Loaded['tag'] = null;
  if (variant === 'tag') {
    tag = await findTag(runtime().db, decodeSegment(raw.tagGroup ?? ''), locale);
    if (!tag) return null;
  }
  // §2: actor names are lowercased in links; other spellings redirect to the canonical one.
  if (!forMetadata && actorName !== profile.slug) {
    const params = { actorName: profile.slug, ...(tag ? { tagGroup: tag.tagGroup } : {}) };
    redirect({ href: { pathname: pathnames[variant], params } as never, locale });
  }
  return { locale, profile, tag };
}

async function texts(variant: ActorVideoVariant, { locale, profile, tag }: Loaded) {
  const t = await getTranslations({ locale, namespace: 'Videos' });
  const name = profile.name;
  const title =
    variant === 'classic' ? t('actorClassicTitle', { name }) : tag ? t('actorTagTitle', { name, tag: tag.name }) : t('actorTitle', { name });
  return videoPageSeo(locale, routeKeys[variant], { name, tag: tag?.name ?? '' }, { title, description: t('actorDescription', { name }) });
}

const routeParams = ({ profile, tag }: Loaded) => ({ actorName: profile.slug, ...(tag ? { tagGroup: tag.tagGroup } : {}) });

export async function actorVideoMetadata(variant: ActorVideoVariant, { params, searchParams }: ActorVideoProps): Promise<Metadata> {
  const loaded = await load(variant, params, true);
  if (!loaded) return { title: (await getTranslations({ locale: await pageLocale(params), namespace: 'NotFound' }))('title') };
  const { page } = listPage(await searchParams, VIDEO_ITEMS_PER_GRID);
  const seo = await texts(variant, loaded);
  return pageMetadata({
    locale: loaded.locale,
    pathname: pathnames[variant],
    params: routeParams(loaded),
    query: { page: page > 1 ? String(page) : undefined },
    title: seo.title,
    description: seo.description,
    images: [loaded.profile.avatar.url],
  });
}

/** §2 actor videos/, videos/classic/ and videos/tag/{tagGroup}/ inside the profile frame. */
export async function ActorVideoPage({ variant, params, searchParams }: ActorVideoProps & { variant: ActorVideoVariant }) {
  const loaded = await load(variant, params, false);
  if (!loaded) notFound();
  const { locale, profile, tag } = loaded;
  const query = await searchParams;
  const order = parseVideoSort(query.sort, ORDERS, DEFAULT_ORDER);
  const mode = parseGridMode(query.view);
  const { page, offset } = listPage(query, VIDEO_ITEMS_PER_GRID);
  const { db } = runtime();
  const [list, tags, seo, t] = await Promise.all([
    listVideos(db, {
      category: 'allVideos',
      order,
      filter: {
        modelIds: [profile.id],
        ...(variant === 'classic' ? { types: ['classic' as const] } : {}),
        ...(tag ? { tags: [tag.tagGroup] } : {}),
      },
      first: VIDEO_ITEMS_PER_GRID,
      offset,
      viewerCountry: await pageViewerCountry(),
    }),
    actorTags(db, { actorId: profile.id, language: locale }),
    texts(variant, loaded),
    getTranslations('Videos'),
  ]);
  return (
    <ProfileFrame profile={profile} active="videos">
      <VideoListView
        heading={{ title: seo.h1, lead: seo.h2 || undefined }}
        pathname={pathnames[variant]}
        params={routeParams(loaded)}
        videos={list.items}
        total={list.total}
        page={page}
        pageCount={pageCountOf(list.total, VIDEO_ITEMS_PER_GRID)}
        order={order}
        defaultOrder={DEFAULT_ORDER}
        orders={ORDERS}
        mode={mode}
        emptyText={t('actorEmpty', { name: profile.name })}
      >
        <ActorVideoNav slug={profile.slug} name={profile.name} variant={variant} currentTag={tag?.tagGroup} tags={tags} />
      </VideoListView>
    </ProfileFrame>
  );
}
