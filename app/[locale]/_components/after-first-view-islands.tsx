'use client';

import { Suspense } from 'react';
import { AgeCheckPrompts } from '@/components/avs/age-check-prompts';
import type { EsAvsText } from '@/components/avs/es-avs-modal';
import { BoxHost } from '@/components/boxes/box-host';
import { AutoBoxStarter } from '@/components/event-boxes/auto-box-starter';
import { ConversionChatIsland } from '@/components/conversion-chat/conversion-chat-island';
import type { ConversionChatText } from '@/components/conversion-chat/conversion-chat-text';
import { GuestLockedNotice, type GuestLockedText } from '@/components/guest/guest-locked-notice';
import { JumbotronEnhancer } from '@/components/home/jumbotron-enhancer';
import { IncentiveHost } from '@/components/incentives/incentive-host';
import type { IncentiveText } from '@/components/incentives/incentive-text';
import { DataProtectionNotice, type DataProtectionText } from '@/components/legal/data-protection-notice';
import { OverlayHost } from '@/components/overlay/overlay-host';
import { RealtimeSessionStarter } from '@/components/realtime/realtime-session';
import type { SessionNoticeText } from '@/components/realtime/session-notice';
import { ScrollToParam } from '@/components/scroll/scroll-to-param';
import { SpecialLoginPrompt } from '@/components/special-market/special-login-prompt';
import { StatusBarEntry } from '@/components/status-bars/status-bar-entry';
import type { StatusBarText } from '@/components/status-bars/status-bar-text';
import { InstallPrompt, type InstallPromptText } from '@/components/install/install-prompt';
import { TabPresence } from '@/components/tab-presence/tab-presence';
import type { Locale } from '@/i18n/routing';
import type { OverlayConfig } from '@/stores/overlay';

/** What the layout passes to the islands after the first view: strings translated on the server, finished URLs. */
export type AfterFirstViewProps = {
  locale: Locale;
  overlay: { config: OverlayConfig; text: { loading: string; dialog: string } };
  sessionExpired: SessionNoticeText;
  /** §6 es-avs notice; null where the layout's switches say there is none (AgeCheckPrompts). */
  esAvs: EsAvsText | null;
  /** §2 the special market's login box for visitors (a special-market host, lib/server/market). */
  specialLoginBox: boolean;
  guestLocked: GuestLockedText;
  dataProtection: { text: DataProtectionText; termsHref: string; privacyHref: string };
  incentives: IncentiveText;
  conversionChat: ConversionChatText;
  installPrompt: InstallPromptText;
  /** §4 the optional title animation's prefix while the tab is hidden; null: off. */
  titlePrefix: string | null;
  /** §3 status bars' strings (raw: the island fills the placeholders). */
  statusBars: StatusBarText;
};

/**
 * The layout's islands that the first view does not need, one chunk loaded by AfterFirstView
 * after hydration: none of them draws anything before an event, a stored state or a click.
 */
export function AfterFirstViewIslands(props: AfterFirstViewProps) {
  const { locale, overlay, sessionExpired, esAvs, guestLocked, dataProtection, incentives, conversionChat } = props;
  return (
    <>
      {/* The page's one WebSocket (§4 real-time session); the layout stays across partial navigations. */}
      <RealtimeSessionStarter locale={locale} text={{ sessionExpired }} />
      {/* §3/§4 incentives (the §7 conversion area): a bar and a card at the bottom, once the cookie banner is answered. */}
      <IncentiveHost locale={locale} text={incentives} />
      {/* §4 forced AVS flow and §6 es-avs modal; §4 "Guest locked: logout" says why. */}
      <AgeCheckPrompts esAvsText={esAvs} />
      {props.specialLoginBox && <SpecialLoginPrompt locale={locale} />}
      {/* The §2 boxes opened by name (components/boxes/box-registry.ts), each loaded when it opens. */}
      <BoxHost />
      {/* §2 tag-reward and five-days-bonus: at most one opens by itself per page view, for a logged-in guest. */}
      <AutoBoxStarter locale={locale} />
      <GuestLockedNotice text={guestLocked} />
      {/* Conversion chat: the §2 box (by itself once per browser session for a candidate) and its countdown pill. */}
      <ConversionChatIsland locale={locale} text={conversionChat} />
      {/* The hosted login and payment flow (§2, §4): overlay frame, helper frame. */}
      <OverlayHost text={overlay.text} />
      <DataProtectionNotice locale={locale} text={dataProtection.text} termsHref={dataProtection.termsHref} privacyHref={dataProtection.privacyHref} />
      {/* §4 install prompt (when the browser offers it) and tab leave/comeback with the title animation. */}
      <InstallPrompt locale={locale} text={props.installPrompt} />
      <TabPresence locale={locale} titlePrefix={props.titlePrefix} />
      {/* §7 misc video/jumbotron: the home page's trailer plays on its button or in view. */}
      <JumbotronEnhancer />
      {/* §3 "Other states": one status bar at the bottom (covers nothing), in its own chunk. */}
      <StatusBarEntry locale={locale} text={props.statusBars} />
      <Suspense fallback={null}>
        <ScrollToParam />
      </Suspense>
    </>
  );
}
