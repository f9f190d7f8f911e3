'use client';

import { useState } from 'react';
import { openAgeCheck } from '@/components/album/open-age-check';
import { isLoggedIn, useGuest } from '@/stores/guest';
import type { Image } from '@/lib/media/image-urls';
import { useHasAvs } from '@/stores/guest-session';
import { StillStrip } from './still-strip';

/** The locked strip's strings (messages `MediaAccess`), translated on the server. */
export type GatedStillsText = { locked: string; mark: string; body: string; verify: string; login: string };

type Props = { stills: readonly Image[]; alts: readonly string[]; labelledBy: string; text: GatedStillsText };

/** Blurred stand-ins drawn in CSS: never the stills, so nothing of the frames reaches the HTML. */
const PLACEHOLDERS = 8;

/**
 * The stills of an fsk-18 video (§6): the cached page is the same for everyone, so it
 * shows blurred stand-ins and the age-verification call to action; once the browser knows the
 * guest is age-verified it shows the real stills, whose route checks the session again and
 * refuses everyone else (403). A refusal anyway (session ended, verification revoked) brings
 * the lock back instead of broken images.
 */
export function GatedStills({ stills, alts, labelledBy, text }: Props) {
  const guest = useGuest();
  const hasAvs = useHasAvs();
  const [refused, setRefused] = useState(false);
  if (isLoggedIn(guest) && hasAvs && !refused) {
    return <StillStrip stills={stills} alts={alts} labelledBy={labelledBy} onRefused={() => setRefused(true)} />;
  }
  return (
    <div role="group" aria-labelledby={labelledBy} data-testid="stills-locked">
      <div className="relative -mx-3 overflow-hidden px-3 sm:mx-0 sm:rounded-md sm:px-0">
        <ul aria-hidden="true" className="flex gap-2 pb-2">
          {Array.from({ length: Math.min(PLACEHOLDERS, stills.length) }, (_, i) => (
            <li key={i} className="w-32 shrink-0 sm:w-40">
              <span
                className="block aspect-video w-full rounded-md opacity-70 blur-[2px] ring-1 ring-line"
                style={{ background: `linear-gradient(135deg, hsl(${(i * 47) % 360} 38% 42%), hsl(${(i * 47 + 70) % 360} 42% 26%))` }}
              />
            </li>
          ))}
        </ul>
        <span role="img" aria-label={text.locked} className="absolute inset-0 flex items-center justify-center gap-2 pb-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-white drop-shadow" strokeWidth="1.8">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          <span aria-hidden="true" className="rounded bg-black/60 px-1.5 py-0.5 text-xs font-bold text-white">
            {text.mark}
          </span>
        </span>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <span>{text.body}</span>
        <button type="button" onClick={openAgeCheck} className="inline-flex min-h-9 items-center rounded-full bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-strong">
          {isLoggedIn(guest) ? text.verify : text.login}
        </button>
      </p>
    </div>
  );
}
