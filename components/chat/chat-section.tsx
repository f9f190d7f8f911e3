import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import { hrefOf } from '@/i18n/navigation';
import { localizedPath } from '@/lib/seo/metadata';
import { chatEntries, type PerformerChatState } from '@/lib/chat/chat-entry';
import { ChatChoice } from './chat-choice';
import { ChatPanelFrame } from './chat-panel-frame';
import { ChatPanelIsland } from './chat-panel-island';
import type { ChatPanelProps } from './chat-panel';
import { chatText } from './chat-text-server';
import { RoomSection } from './room-section';

/**
 * The profile's chat button and panel in the server-rendered header: the server draws the
 * visitor's start buttons, the panel island takes over once loaded (chat-panel-island.tsx).
 * The page is cached for every visitor of a country, so only her public state goes in here; the
 * guest's role, balance and running chat are filled in by the island after hydration.
 */
export async function ChatSection({ profile, locale }: { profile: ActorProfile; locale: Locale }) {
  const { prices, flags } = profile;
  const offer: ChatPanelProps['offer'] = {
    online: profile.online,
    freeChat: flags.freeChat,
    voyeur: flags.voyeurChat,
    // §3 isOnlineMobileVideocall: online and reachable for a video call (the server's videocall flag).
    videocall: profile.isOnlineMobileVideocall,
    livePreview: profile.features.livePreview,
    voice: flags.voiceCall,
    // Her show ran when this page was rendered: nobody has a ticket until the island asks (use-ticket-show.ts).
    ticketShow: profile.online && flags.isCurrentlyTicketShow ? 'stranger' : undefined,
    prices: {
      live: prices.videoChat.value,
      voyeur: prices.voyeurChat.value,
      single: prices.singleChat.value,
      singlec2c: prices.singleC2CChat.value,
      videocall: prices.videoCall.value,
      voice: prices.voiceCall.value,
    },
  };
  const text = await chatText(locale);
  const liveShowHref = localizedPath(locale, '/amateur/[actorName]/live-show', { actorName: profile.slug });
  const voiceHref = `${hrefOf(locale, '/messenger')}?actor=${profile.id}&call=voice`;
  // The visitor's first view, as the panel draws it before it knows the guest (chat-panel.tsx).
  const performer: PerformerChatState = { ...offer, busy: false, liveAgeRating: offer.liveAgeRating ?? null, freeSecondsLeft: null };
  const entries = chatEntries(performer, { session: null }, profile.id, text.entry);
  return (
    // The room around the panel: its strings (reactions, clash) and the clash-of-cams bar under it.
    <RoomSection actorId={profile.id} locale={locale}>
      <ChatPanelIsland actorId={profile.id} actorName={profile.name} language={locale} liveShowHref={liveShowHref} voiceHref={voiceHref} offer={offer} text={text}>
        <ChatPanelFrame actorId={profile.id} heading={text.entry.heading}>
          <ChatChoice actorName={profile.name} liveShowHref={liveShowHref} entries={entries} view={{ phase: 'idle' }} voiceHref={voiceHref} ticketShow={offer.ticketShow} text={text} />
        </ChatPanelFrame>
      </ChatPanelIsland>
    </RoomSection>
  );
}
