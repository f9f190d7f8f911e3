import { getLocale, getTranslations } from 'next-intl/server';
import { ChatTileEntry } from '@/components/chat/chat-tile-entry';
import { Img } from '@/components/ui/img';
import { hrefOf, Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { GridMode } from '@/lib/catalog/list-query';
import type { ModelListItem } from '@/lib/contracts/actor';
import { formatMoney } from '@/lib/format/currency';
import { LiveOnlineBadge } from './live-online-badge';

export type ModelTileLabels = {
  online: string;
  /** "{age} years", already formatted for this performer. */
  age: string;
  /** List mode: the spoken languages in words ("German, English"). */
  languages?: string;
  /** List mode: the video chat price per minute ("1,49 €/min"). */
  price?: string;
};

type ModelTileProps = {
  model: ModelListItem;
  labels: ModelTileLabels;
  /** §2 tile grid modes: a portrait tile (grid) or a row with age, languages and price (list). */
  mode?: GridMode;
  eager?: boolean;
};

const profileHref = (model: ModelListItem) =>
  // §2: actor names are lowercased in links; the slug is that lowercased name.
  ({ pathname: '/amateur/[actorName]', params: { actorName: model.slug } }) as const;

/**
 * The performer tile of the §2 tile grid. Grid: portrait, name and age over the image, online
 * badge (it must read at 375 px with three columns). List: a row with a small portrait, age,
 * languages and the price per minute.
 */
export function ModelTile({ model, labels, mode = 'grid', eager = false }: ModelTileProps) {
  // Sedcards are 3:4 portraits, the tile's own shape; the square avatar is the fallback.
  const image = model.sedcardImages[0] ?? model.avatar;
  if (mode === 'list') return <ModelRow model={model} labels={labels} eager={eager} />;
  return (
    <div className="relative">
      <ModelTileLink model={model} labels={labels} image={image} eager={eager} />
      <TileChatEntry model={model} />
    </div>
  );
}

/**
 * The tile's chat entry, her profile with ?chat=live (the panel opens there on her live
 * chat, price per minute shown); rendered for every tile, shown only while she is online.
 */
async function TileChatEntry({ model }: { model: ModelListItem }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'Chat' });
  const price = t('entry.perMinute', { price: formatMoney(model.chatPrices.videoChat.value, model.chatPrices.videoChat.currency) });
  const href = hrefOf(locale, { ...profileHref(model), query: { chat: 'live' } });
  return <ChatTileEntry actorId={model.id} online={model.online} href={href} label={t('entry.tileLabel', { name: model.name, price })} button={t('entry.tileButton')} />;
}

function ModelTileLink({ model, labels, image, eager }: { model: ModelListItem; labels: ModelTileLabels; image: ModelListItem['avatar']; eager: boolean }) {
  return (
    <Link
      href={profileHref(model)}
      className="group relative block overflow-hidden rounded-tile bg-surface ring-1 ring-line transition hover:ring-accent/60"
    >
      <Img
        src={image.url}
        width={image.width}
        height={image.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[3/4] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
      <LiveOnlineBadge actorId={model.id} online={model.online} label={labels.online} className="absolute left-1 top-1 sm:left-2 sm:top-2" />
      <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/90 via-black/60 to-transparent px-1.5 pb-1.5 pt-8 sm:px-2.5 sm:pb-2">
        <span className="truncate text-[0.8125rem] font-semibold leading-tight text-white sm:text-sm">{model.name}</span>
        <span className="text-[0.6875rem] leading-tight text-white/80 sm:text-xs">{labels.age}</span>
      </span>
    </Link>
  );
}

function ModelRow({ model, labels, eager }: { model: ModelListItem; labels: ModelTileLabels; eager: boolean }) {
  return (
    <Link
      href={profileHref(model)}
      className="group flex items-center gap-3 rounded-tile bg-surface p-2 ring-1 ring-line transition hover:ring-accent/60 sm:gap-4"
    >
      <Img
        src={model.avatar.url}
        width={model.avatar.width}
        height={model.avatar.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        className="size-16 shrink-0 rounded-md object-cover sm:size-20"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-semibold text-fg group-hover:text-accent">{model.name}</span>
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <LiveOnlineBadge actorId={model.id} online={model.online} label={labels.online} look="compact" />
          {labels.age}
        </span>
        {labels.languages ? <span className="truncate text-sm text-muted">{labels.languages}</span> : null}
      </span>
      {labels.price ? <span className="shrink-0 text-sm font-semibold tabular-nums text-fg">{labels.price}</span> : null}
    </Link>
  );
}
