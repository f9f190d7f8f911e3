'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { studioChannelsOptions } from '@/lib/queries/studio-messenger';
import { StudioChannelList } from './studio-channel-list';
import { useStudio, useStudioT } from './studio-context';
import { StudioConversation } from './studio-conversation';

/**
 * The performer's messenger (the same channels from the other side, replying in real
 * time). List and conversation side by side from 768 px; on a phone one at a time.
 */
export function StudioMessenger() {
  const { locale } = useStudio();
  const t = useStudioT();
  const [selected, setSelected] = useState<number | null>(null);
  const channels = useQuery(studioChannelsOptions(locale));

  return (
    <section aria-labelledby="studio-messenger-title" className="space-y-4">
      <h1 id="studio-messenger-title" className="text-2xl font-bold">
        {t('messenger.title')}
      </h1>
      <div className="grid gap-4 sm:grid-cols-[minmax(14rem,18rem)_1fr]">
        <div className={selected !== null ? 'hidden sm:block' : ''}>
          <StudioChannelList channels={channels.data?.items ?? null} selected={selected} onSelect={setSelected} />
        </div>
        <div className={selected === null ? 'hidden sm:block' : ''}>
          {selected === null ? (
            <p className="rounded-lg border border-line bg-surface p-4 text-muted">{t('messenger.choose')}</p>
          ) : (
            <StudioConversation key={selected} channelId={selected} onBack={() => setSelected(null)} />
          )}
        </div>
      </div>
    </section>
  );
}
