import 'server-only';

type AvailabilityRow = {
  isOnline: boolean;
  mobileVideoCall: boolean;
  isCurrentlyTicketShow: boolean;
  voyeurChat: boolean;
};

/**
 * The one rule for "can be started now" (§3 actor data, actor state, model list): every live
 * offer needs the performer online, so profile, list and state calls always agree.
 */
export function liveAvailability(row: AvailabilityRow) {
  return {
    isOnlineMobileVideocall: row.isOnline && row.mobileVideoCall,
    isCurrentlyTicketShow: row.isOnline && row.isCurrentlyTicketShow,
    isVoyeurChatAvailable: row.isOnline && row.voyeurChat,
  };
}
