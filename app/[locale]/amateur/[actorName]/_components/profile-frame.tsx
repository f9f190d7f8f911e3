import type { ReactNode } from 'react';
import type { ActorProfile } from '@/lib/contracts/actor';
import { ProfileHeader } from './profile-header';
import { type ProfileTab, ProfileNav } from './profile-nav';

type ProfileFrameProps = {
  profile: ActorProfile;
  /** The tab this page belongs to; null for pages below a tab (album detail). */
  active: ProfileTab | null;
  /** True on the overview only: there the performer's name is the page's h1. */
  nameIsHeading?: boolean;
  children: ReactNode;
};

/**
 * The frame of every profile page (§2 actor profile and its sub-pages): header and tabs, then
 * the page. Sub-pages render their own h1 inside `children`.
 */
export function ProfileFrame({ profile, active, nameIsHeading = false, children }: ProfileFrameProps) {
  return (
    <div className="pb-6">
      <ProfileHeader profile={profile} nameIsHeading={nameIsHeading} />
      <ProfileNav slug={profile.slug} active={active} videoCount={profile.videoCount} />
      <div className="pt-6">{children}</div>
    </div>
  );
}
