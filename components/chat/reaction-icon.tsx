import type { LiveReaction } from '@/lib/chat/reactions';

/**
 * The live reactions as drawn icons: the same on every device, whether or not
 * it has a colour-emoji font (Debian's Chromium has none: emoji would render as empty boxes).
 * Decorative: the button or list around it carries the translated name.
 */
export function ReactionIcon({ reaction, className = 'size-6' }: { reaction: LiveReaction; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      {reaction === 'heart' ? <path fill="#ef4a6b" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.2-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21Z" /> : null}
      {reaction === 'fire' ? (
        <>
          <path fill="#f97316" d="M12 22c-4.4 0-7.5-3-7.5-7.1 0-3.4 2.2-5.6 3.9-7.6.9 1.6 1.9 2.4 2.9 2.7C11.6 6.6 12.7 4 15.2 2c.4 3 1.6 4.8 2.8 6.4 1 1.4 1.5 3 1.5 4.7C19.5 18.6 16.4 22 12 22Z" />
          <path fill="#fde047" d="M12 20.5c-2 0-3.4-1.4-3.4-3.3 0-1.6 1-2.7 2-3.8.4.8 1 1.2 1.6 1.3.2-1.4.8-2.6 2-3.5.2 1.5.8 2.3 1.3 3.1.4.6.6 1.3.6 2.1 0 2.4-1.6 4.1-4.1 4.1Z" />
        </>
      ) : null}
      {reaction === 'clap' ? (
        <g fill="none" stroke="#fbbf24" strokeWidth="2" strokeLinecap="round">
          <path d="M12 2.5v3.5M12 18v3.5M2.5 12H6M18 12h3.5M5.3 5.3l2.4 2.4M16.3 16.3l2.4 2.4M18.7 5.3l-2.4 2.4M7.7 16.3l-2.4 2.4" />
          <circle cx="12" cy="12" r="2.6" fill="#fbbf24" stroke="none" />
        </g>
      ) : null}
      {reaction === 'wow' || reaction === 'laugh' ? (
        <>
          <circle cx="12" cy="12" r="10" fill="#facc15" />
          {reaction === 'wow' ? (
            <>
              <circle cx="8.5" cy="9.5" r="1.4" fill="#3f2d00" />
              <circle cx="15.5" cy="9.5" r="1.4" fill="#3f2d00" />
              <ellipse cx="12" cy="16" rx="2.2" ry="2.8" fill="#3f2d00" />
            </>
          ) : (
            <>
              <path d="M6.8 10.2 9.3 9M17.2 10.2 14.7 9" stroke="#3f2d00" strokeWidth="1.6" strokeLinecap="round" fill="none" />
              <path d="M6.5 13h11c0 3.3-2.5 5.6-5.5 5.6S6.5 16.3 6.5 13Z" fill="#3f2d00" />
            </>
          )}
        </>
      ) : null}
    </svg>
  );
}
