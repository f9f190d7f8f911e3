import { formatCountdown, secondsLeft } from '@/lib/conversion-chat/conversion-chat-rules';
import { fill } from '@/lib/format/fill';

/** "Free chat: {time}" until `endsAt`, for a moment (epoch seconds): the countdowns' text (useTickingText). */
export function countdownText(template: string, endsAt: number | null): (now: number) => string {
  return (now) => fill(template, { time: formatCountdown(secondsLeft(now, endsAt)) });
}
