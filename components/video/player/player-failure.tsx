import type { PlayerText } from './player-text';

/** Why the player stopped: the stream failed (a retry may help), or §6 it is refused in the guest's country. */
export type PlayerFailureReason = 'failed' | 'banned';

type Props = { reason: PlayerFailureReason; text: Pick<PlayerText, 'failed' | 'banned' | 'retry'>; onRetry: () => void };

/** The message over the stopped video; a country ban (403 COUNTRY_BANNED) has its own words and no retry. */
export function PlayerFailure({ reason, text, onRetry }: Props) {
  return (
    <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/75 p-4 text-center text-sm text-white">
      <p>{reason === 'banned' ? text.banned : text.failed}</p>
      {reason === 'failed' ? (
        <button type="button" onClick={onRetry} className="rounded-full bg-accent px-4 py-2 font-semibold text-on-accent hover:bg-accent-strong">
          {text.retry}
        </button>
      ) : null}
    </div>
  );
}
