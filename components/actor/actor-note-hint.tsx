/** The note's box, also the hint's (one look for both states). */
export const noteBox = 'mt-8 rounded-tile bg-surface p-4 ring-1 ring-line';

type Props = { className: string; text: { loginHint: string; login: string }; onLogIn?: () => void };

// No 'use client': the server draws it as the first view (actor-note-section.tsx); the note island adds the login.
/**
 * What a visitor sees instead of the note box: notes belong to an account. The login keeps the
 * wish as the §3 onLoginAction "load note", so the box is ready to write once they are back.
 */
export function ActorNoteHint({ className, text, onLogIn }: Props) {
  return (
    <p className={`${className} flex flex-wrap items-center gap-3 text-sm text-muted`} data-testid="actor-note-hint">
      <span>{text.loginHint}</span>
      <button type="button" onClick={onLogIn} className="font-semibold text-accent hover:underline">
        {text.login}
      </button>
    </p>
  );
}
