import 'server-only';
import * as z from 'zod';
import { getGuestBalance } from '@/lib/server/wallet/get-guest-balance';
import { type RestArea, restCall } from '../call';
import { guestAvsCalls } from './guest-avs';
import { guestBonusCalls } from './guest-bonus';
import { guestConversionChatCalls } from './guest-conversion-chat';
import { guestDataProtectionCalls } from './guest-data-protection';
import { guestFavoriteCalls } from './guest-favorites';
import { guestNewsletterCalls } from './guest-newsletter';
import { guestNotificationCalls } from './guest-notifications';
import { guestPaymentCalls } from './guest-payments';
import { guestPersonalCalls } from './guest-personal';
import { guestPincallCalls } from './guest-pincall';
import { guestSessionCalls } from './guest-session';
import { guestShareCalls } from './guest-share';
import { guestStatusBarCalls } from './guest-status-bars';
import { guestVideoPreviewCalls } from './guest-video-preview';
import { guestSubscriptionCalls } from './guest-subscriptions';
import { guestTvMediathekCalls } from './guest-tv-mediathek';

/**
 * §7 guest area: balance here, favourites (guest-favorites.ts), privacy and terms boxes (guest-data-protection.ts),
 * age verification (guest-avs.ts), phone verification (guest-pincall.ts), subscriptions (guest-subscriptions.ts).
 */
export const guestArea: RestArea = {
  // GET /rest/v1/guest/getGuestBalance – the guest's EUR balance, formatted, and the paying-customer flag
  getGuestBalance: restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: (_input, { db, guest }) => getGuestBalance(db, guest.guestId),
  }),
  ...guestFavoriteCalls,
  ...guestDataProtectionCalls,
  ...guestAvsCalls,
  ...guestPincallCalls,
  ...guestBonusCalls,
  ...guestSubscriptionCalls,
  ...guestSessionCalls,
  ...guestPaymentCalls,
  ...guestPersonalCalls,
  ...guestNewsletterCalls,
  ...guestNotificationCalls,
  ...guestConversionChatCalls,
  ...guestTvMediathekCalls,
  ...guestStatusBarCalls,
  ...guestShareCalls,
  ...guestVideoPreviewCalls,
};
