import type { ReactNode } from 'react';

type Props = { children: ReactNode; overlay?: ReactNode; blurred?: boolean; loading?: string };

/** The episode's 16:9 box: the server's preview image (blurred for fsk 18 without avs), the play button or a spinner on top. */
export function EpisodePreview({ children, overlay, blurred = false, loading }: Props) {
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-tile bg-black ring-1 ring-line">
      <div className={blurred ? 'scale-110 blur-xl' : undefined}>{children}</div>
      {overlay ? <div className="absolute inset-0 flex items-center justify-center bg-black/35 p-4 text-center">{overlay}</div> : null}
      {loading ? (
        <div role="status" className="absolute inset-0 flex items-center justify-center bg-black/40">
          <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" />
          <span className="sr-only">{loading}</span>
        </div>
      ) : null}
    </div>
  );
}
