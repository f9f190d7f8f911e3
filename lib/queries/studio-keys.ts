/**
 * The query keys of the performer studio (app/studio), general to specific, so one event can
 * invalidate a whole branch. The studio has its own QueryClient per page (studio-provider.tsx)
 * and one language for the page (the browser's), so keys name neither the performer nor a language.
 */
export const studioKeys = {
  all: ['studio'] as const,
  me: () => ['studio', 'me'] as const,
  earnings: () => ['studio', 'earnings'] as const,
  channels: () => ['studio', 'channels'] as const,
  channel: (channelId: number) => ['studio', 'channels', channelId] as const,
  settings: () => ['studio', 'settings'] as const,
  chatRoom: () => ['studio', 'chat', 'room'] as const,
  shows: () => ['studio', 'shows'] as const,
  clash: () => ['studio', 'clash'] as const,
  currentClash: () => ['studio', 'clash', 'current'] as const,
  clashOpponents: () => ['studio', 'clash', 'opponents'] as const,
};
