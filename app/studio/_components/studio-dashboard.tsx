'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { AppLink as Link } from '@/i18n/app-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { studioMeOptions, studioOnlineMutation } from '@/lib/queries/studio-account';
import { studioChannelsOptions } from '@/lib/queries/studio-messenger';
import { useStudio, useStudioT } from './studio-context';

/**
 * The dashboard: the online switch (guests see the change within a second on every
 * page that shows her) and the unread messages waiting for her.
 */
export function StudioDashboard() {
  const { locale, actorName } = useStudio();
  const t = useStudioT();
  const me = useQuery(studioMeOptions(locale));
  const channels = useQuery(studioChannelsOptions(locale));
  const toggle = useMutation(studioOnlineMutation(locale));

  const online = me.data?.isOnline ?? false;
  return (
    <section aria-labelledby="studio-dashboard-title" className="space-y-6">
      <h1 id="studio-dashboard-title" className="text-2xl font-bold">
        {t('dashboard.greeting', { name: actorName })}
      </h1>
      <div className="rounded-lg border border-line bg-surface p-4">
        <p role="status" aria-live="polite" className="flex items-center gap-2 text-lg font-semibold">
          <span aria-hidden="true" className={`inline-block size-3 rounded-full ${online ? 'bg-online' : 'bg-muted'}`} />
          {me.data ? (online ? t('dashboard.online') : t('dashboard.offline')) : '…'}
        </p>
        <p className="mt-1 text-sm text-muted">{t('dashboard.switchHint')}</p>
        <button
          type="button"
          className={`${online ? buttonStyles.secondary : buttonStyles.primary} mt-4`}
          disabled={!me.data || toggle.isPending}
          onClick={() => toggle.mutate(!online)}
        >
          {online ? t('dashboard.goOffline') : t('dashboard.goOnline')}
        </button>
        {toggle.isError ? (
          <p role="alert" className="mt-2 text-sm text-sale">
            {t('dashboard.failed')}
          </p>
        ) : null}
      </div>
      <div className="rounded-lg border border-line bg-surface p-4">
        <p>{t('dashboard.unread', { count: channels.data?.unreadTotal ?? 0 })}</p>
        <Link href="/studio/messenger/" className={`${buttonStyles.secondary} mt-3`}>
          {t('dashboard.openMessenger')}
        </Link>
      </div>
    </section>
  );
}
