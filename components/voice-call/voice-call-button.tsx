'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import type { VoiceCallOffer } from '@/lib/contracts/messenger-voice-call';
import { fill } from '@/lib/format/fill';
import type { VoiceCallText } from './voice-call-text';

type Props = { offer: VoiceCallOffer | null; actorName: string; text: VoiceCallText; disabled: boolean; onCall: () => void };

/** The conversation header's "Call" with her price per minute: only while she is online and offers voice calls. */
export function VoiceCallButton({ offer, actorName, text, disabled, onCall }: Props) {
  if (!offer?.available) return null;
  const price = offer.pricePerMinuteFormatted;
  return (
    <button
      type="button"
      data-testid="voice-call-button"
      disabled={disabled}
      aria-label={fill(text.callLabel, { name: actorName, price })}
      onClick={onCall}
      className={buttonStyles.primary}
    >
      <span aria-hidden="true">☎</span>
      {text.call}
      <span className="text-xs opacity-80">{fill(text.perMinute, { price })}</span>
    </button>
  );
}
