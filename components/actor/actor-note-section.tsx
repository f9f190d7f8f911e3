import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { ACTOR_NOTE_MAX_LENGTH } from '@/lib/contracts/social';
import { ActorNoteHint, noteBox } from './actor-note-hint';
import { ActorNoteIsland } from './actor-note-island';

type Props = { actorId: number; name: string; locale: Locale };

/** The private note box of a profile, its strings translated here (the client gets strings, not the ICU runtime); the visitor's hint is server HTML. */
export async function ActorNoteSection({ actorId, name, locale }: Props) {
  const t = await getTranslations('ActorNote');
  const keep = { count: '{count}', max: '{max}' };
  const keys = ['heading', 'privacy', 'placeholder', 'save', 'saving', 'saved', 'deleted', 'loading', 'session', 'failed', 'loadFailed', 'login'] as const;
  const text = {
    ...(Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<(typeof keys)[number], string>),
    label: t('label', { name }),
    loginHint: t('loginHint', { name }),
    counter: t('counter', keep),
    tooLong: t('tooLong', keep),
  };
  return (
    <ActorNoteIsland actorId={actorId} locale={locale} maxLength={ACTOR_NOTE_MAX_LENGTH} text={text}>
      <ActorNoteHint className={noteBox} text={text} />
    </ActorNoteIsland>
  );
}
