import type { Locale } from '@/i18n/routing';
import type { ActorProfile } from '@/lib/contracts/actor';
import { hrefOf } from '@/i18n/navigation';
import { localizedPath } from '@/lib/seo/metadata';
import { ChatPanel } from './chat-panel';
import { chatText } from './chat-text-server';
import { RoomSection } from './room-section';

/**
 * The profile's chat button and panel, a client island in the server-rendered header.
 * The page is cached for every visitor of a country, so only her public state goes in here; the
 * guest's role, balance and running chat are filled in by the island after hydration.
 */
export async function ChatSection({ profile, locale }: { profile: ActorProfile; locale: Locale }) {
  const { prices, flags } = profile;
  return (
    // The room around the panel: its strings (reactions, clash) and the clash-of-cams bar under it.
    <RoomSection actorId={profile.id} locale={locale}>
    <ChatPanel
      actorId={profile.id}
      actorName={profile.name}
      language={locale}
      liveShowHref={localizedPath(locale, '/amateur/[actorName]/live-show', { actorName: profile.slug })}
      voiceHref={`${hrefOf(locale, '/messenger')}?actor=${profile.id}&call=voice`}
      offer={{
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
      }}
      text={await chatText(locale)}
    />
    </RoomSection>
  );
}
