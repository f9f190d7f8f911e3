'use client';

import { useQuery } from '@tanstack/react-query';
import { Img } from '@/components/ui/img';
import { fill } from '@/lib/format/fill';
import { type GuestApiSession, recommendationsOptions } from '@/lib/queries/messenger';
import type { MessengerText } from './messenger-text';

type Props = { session: GuestApiSession; text: MessengerText; onOpen: (actorId: number) => void };

/** §7 messenger recommendations (§9: at most 9): performers online now, one tap opens a channel with her. */
export function Recommendations({ session, text, onOpen }: Props) {
  const { data } = useQuery(recommendationsOptions(session));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="messenger-recommendations" className="flex flex-col gap-2">
      <h2 id="messenger-recommendations" className="text-sm font-semibold">
        {text.recommendations}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-3 lg:grid-cols-5">
        {data.slice(0, 9).map((actor) => (
          <li key={actor.id}>
            <button type="button" onClick={() => onOpen(actor.id)} className="flex w-full flex-col items-center gap-1 rounded-tile p-2 text-sm hover:bg-surface-2">
              <span className="relative">
                <Img src={actor.previewPictureUrl} width={64} height={64} alt="" className="size-16 rounded-full object-cover" />
                <span aria-hidden="true" className="absolute bottom-0.5 right-0.5 size-3 rounded-full bg-online ring-2 ring-bg" />
              </span>
              <span className="max-w-full truncate font-medium">{actor.name}</span>
              {actor.age ? <span className="text-xs text-muted">{fill(text.age, { age: actor.age })}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
