'use client';

import { overlayController } from '@/lib/overlay/overlay-loader';

type Props = { actorId: number; className: string; text: { loginHint: string; login: string } };

/**
 * What a visitor sees instead of the note box: notes belong to an account. The login keeps the
 * wish as the §3 onLoginAction "load note", so the box is ready to write once they are back.
 */
export function ActorNoteHint({ actorId, className, text }: Props) {
  const logIn = async () => {
    const { rememberNoteAfterLogin } = await import('./actor-note-api');
    rememberNoteAfterLogin(actorId);
    await (await overlayController()).openAuth({ view: 'login', force: true });
  };
  return (
    <p className={`${className} flex flex-wrap items-center gap-3 text-sm text-muted`} data-testid="actor-note-hint">
      <span>{text.loginHint}</span>
      <button type="button" onClick={() => void logIn()} className="font-semibold text-accent hover:underline">
        {text.login}
      </button>
    </p>
  );
}
