'use client';

import { AppLink as Link } from '@/i18n/app-link';
import { usePathname, useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { studioLogoutMutation } from '@/lib/queries/studio-account';
import { useStudio, useStudioT } from './studio-context';

const links = [
  { href: '/studio/dashboard/', key: 'nav.dashboard' },
  { href: '/studio/live/', key: 'nav.live' },
  { href: '/studio/messenger/', key: 'nav.messenger' },
  { href: '/studio/feed/', key: 'nav.feed' },
  { href: '/studio/settings/', key: 'nav.settings' },
  { href: '/studio/earnings/', key: 'nav.earnings' },
] as const;

/**
 * The studio's header: her name, the studio's pages, her public profile as guests see it (a new
 * tab, so the studio keeps running), logout (which ends every token of this login).
 */
export function StudioNav({ profileHref }: { profileHref: string | null }) {
  const { locale, actorName } = useStudio();
  const t = useStudioT();
  const pathname = usePathname();
  const router = useRouter();
  const logout = useMutation(studioLogoutMutation(locale));
  // Leaving, whatever the answer: the login page follows.
  const leaving = !logout.isIdle;

  function logOut() {
    logout.mutate(undefined, {
      onSettled: () => {
        router.replace('/studio/');
        router.refresh();
      },
    });
  }

  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3">
        <p className="font-bold">
          {t('title')} · <span className="text-accent">{actorName}</span>
        </p>
        <nav aria-label={t('nav.label')} className="order-last w-full overflow-x-auto sm:order-none sm:w-auto sm:flex-1">
          <ul className="flex gap-1">
            {links.map((link) => {
              const current = pathname === link.href;
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={`block whitespace-nowrap rounded-full px-3 py-1.5 text-sm ${current ? 'bg-surface-2 font-semibold text-accent' : 'text-muted hover:text-fg'}`}
                  >
                    {t(link.key)}
                  </Link>
                </li>
              );
            })}
            {profileHref ? (
              <li>
                <a href={profileHref} target="_blank" rel="noopener" data-testid="studio-profile-link" className="block whitespace-nowrap rounded-full px-3 py-1.5 text-sm text-muted hover:text-fg">
                  {t('nav.profile')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <button type="button" onClick={logOut} disabled={leaving} className="ml-auto text-sm text-muted underline hover:text-fg sm:ml-0">
          {t('nav.logout')}
        </button>
      </div>
    </header>
  );
}
