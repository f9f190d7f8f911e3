'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { Locale } from '@/i18n/routing';
import type { MediathekKind, MediathekSection as Section } from '@/lib/contracts/personal';
import { personalKeys, playlistIdsOptions, savePlaylist } from '@/lib/queries/personal';
import { isLoggedIn, useGuest } from '@/stores/guest';
import { LoginPrompt, type PersonalGateText } from './login-prompt';
import type { MediathekHrefs } from './mediathek-tile';
import { MediathekSection, type MediathekSectionText } from './mediathek-section';
import { PlaylistEditor, type PlaylistText } from './playlist-editor';
import { TabList } from './tab-list';

/** One tab of the library: a kind and section of guest/mediathek (the audio tab is kind audio). */
export type MediathekTab = { id: string; label: string; kind: MediathekKind; section: Section; empty: string };

type Props = {
  locale: Locale;
  /** The page: videos (with playlist) or photos. */
  kind: 'videos' | 'photos';
  tabs: MediathekTab[];
  hrefs: MediathekHrefs;
  gate: PersonalGateText;
  text: MediathekSectionText & { sectionsLabel: string; playlist: PlaylistText };
};

const noIds: number[] = [];
const noChanges = () => () => {};
const sectionInUrl = () => new URLSearchParams(window.location.search).get('section');

/**
 * §2 my-account media library: the sections as tabs (the choice is kept in ?section= so a reload
 * or a shared link opens the same tab), each a list of what the guest owns, pinned or archived.
 */
export function MediathekLibrary({ locale, kind, tabs, hrefs, gate, text }: Props) {
  // The address is read after hydration (the server snapshot is null), so the HTML is the same for everyone.
  const fromUrl = useSyncExternalStore(noChanges, sectionInUrl, () => null);
  const [chosen, setChosen] = useState<string | null>(null);
  const guest = useGuest();
  const queryClient = useQueryClient();
  const playlistIds = useQuery({ ...playlistIdsOptions(locale), enabled: kind === 'videos' && isLoggedIn(guest) });

  const select = (id: string) => {
    setChosen(id);
    const url = new URL(window.location.href);
    url.searchParams.set('section', id);
    window.history.replaceState(window.history.state, '', url);
  };

  if (guest.status === 'anonymous') return <LoginPrompt text={gate} />;
  const tab = tabs.find((t) => t.id === (chosen ?? fromUrl)) ?? tabs[0]!;
  const playlist =
    kind === 'videos'
      ? {
          ids: playlistIds.data ?? noIds,
          add: async (videoId: number) => {
            // The saved list is the truth: read it, append, save it whole (guest/playlist/save replaces).
            const current = await queryClient.fetchQuery({ ...playlistIdsOptions(locale), staleTime: 0 });
            queryClient.setQueryData(personalKeys.playlistIds(locale), await savePlaylist(locale, current.includes(videoId) ? current : [...current, videoId]));
            void queryClient.invalidateQueries({ queryKey: personalKeys.section('videos', 'playlist') });
          },
        }
      : undefined;

  return (
    <div className="flex flex-col gap-5">
      <TabList label={text.sectionsLabel} tabs={tabs} selected={tab.id} idPrefix="mediathek" onSelect={select} />
      <div role="tabpanel" id="mediathek-panel" aria-labelledby={`mediathek-tab-${tab.id}`} tabIndex={0} className="outline-none">
        {guest.status === 'pending' ? (
          <p role="status" className="text-sm text-muted">
            {gate.loading}
          </p>
        ) : tab.section === 'playlist' ? (
          <PlaylistEditor key={tab.id} locale={locale} videoHref={hrefs.video} gate={gate} text={text.playlist} />
        ) : (
          <MediathekSection key={tab.id} locale={locale} kind={tab.kind} section={tab.section} empty={tab.empty} hrefs={hrefs} gate={gate} text={text} playlist={playlist} />
        )}
      </div>
    </div>
  );
}
