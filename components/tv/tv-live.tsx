'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Locale } from '@/i18n/routing';
import type { TvChannelName, TvProgram } from '@/lib/contracts/tv';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { tvKeys, tvProgramOptions, tvStreamOptions } from '@/lib/queries/tv';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { LivePlayer, type LivePlayerText } from './live-player';
import { ProgramView, type ProgramText } from './program-view';

export type TvLiveText = {
  program: ProgramText;
  player: LivePlayerText;
  offer: { heading: string; text: string; button: string; login: string };
  age: { heading: string; text: string };
};

type Props = { locale: Locale; channel: TvChannelName; program: TvProgram; text: TvLiveText };

/** Until the slot on air ends (at least 15 s, at most a minute), then the program is asked again. */
function untilSlotChange(program: TvProgram | undefined): number {
  const end = program?.current ? Date.parse(program.current.endsAt) - Date.parse(program.serverTime) : 60_000;
  return Math.min(60_000, Math.max(15_000, end + 1000));
}

/**
 * The live channel for this viewer (§2, §6): the program, kept current at each slot change, and
 * the stream — or, where tv/stream refuses it, the offer of the TV subscription (§2 flow
 * vxtvabo; a visitor logs in first) or the age verification. A subscription bought in the
 * overlay invalidates the stream query (§4 VIP/TV update), so the premium stream starts here
 * without a reload.
 */
export function TvLive({ locale, channel, program, text }: Props) {
  const guest = useGuest();
  const queryClient = useQueryClient();
  const programQuery = useQuery({ ...tvProgramOptions(locale, channel), initialData: program, refetchInterval: (query) => untilSlotChange(query.state.data) });
  // The guest's token decides the premium answer: wait until the page knows who is here. A
  // visitor is never let in to the premium channel, so the page offers the subscription without asking.
  const visitorOnPremium = channel === 'premium' && guest.status === 'anonymous';
  const stream = useQuery({ ...tvStreamOptions(locale, channel), enabled: guest.status !== 'pending' && !visitorOnPremium });
  const refused = () => void queryClient.invalidateQueries({ queryKey: tvKeys.stream(channel) });
  const subscribe = () =>
    void overlayController().then((c) => (isLoggedIn(guest) ? c.openOverlay('vxtvabo') : c.openAuth({ view: 'login', force: true })));

  return (
    <div className="grid gap-6">
      {stream.data?.kind === 'open' ? (
        <LivePlayer playlistUrl={stream.data.stream.playlistUrl} text={text.player} onRefused={refused} />
      ) : visitorOnPremium || stream.data?.kind === 'subscribe' ? (
        <section aria-labelledby="tv-offer" className="rounded-tile border border-accent bg-surface p-6">
          <h2 id="tv-offer" className="text-xl font-semibold">
            {text.offer.heading}
          </h2>
          <p className="mt-2 max-w-prose">{text.offer.text}</p>
          <button type="button" onClick={subscribe} className={`${buttonStyles.primary} mt-4`}>
            {isLoggedIn(guest) ? text.offer.button : text.offer.login}
          </button>
        </section>
      ) : stream.data?.kind === 'age' ? (
        <section role="alert" className="rounded-tile border border-line bg-surface p-6">
          <h2 className="text-xl font-semibold">{text.age.heading}</h2>
          <p className="mt-2">{text.age.text}</p>
        </section>
      ) : (
        <div className="flex aspect-video w-full items-center justify-center rounded-tile bg-black text-white" role="status">
          {stream.isError ? text.player.failed : text.player.loading}
        </div>
      )}
      <ProgramView program={programQuery.data} locale={locale} text={text.program} />
    </div>
  );
}
