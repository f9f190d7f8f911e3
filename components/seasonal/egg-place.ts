import { type Locale, locales, pathnames } from '@/i18n/routing';
import { currentAccessToken } from '@/lib/api/access-token';
import type { EggText, HiddenEgg } from '@/lib/contracts/seasonal';
import { collectEgg, hiddenEggsOptions } from '@/lib/queries/seasonal';
import { getQueryClient } from '@/lib/queries/query-client';
import { EGG_ATTR } from './egg-attr';
import { rememberEggsQuiet } from './egg-quiet';

const isLocale = (value: string | undefined): value is Locale => (locales as readonly (string | undefined)[]).includes(value);
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The localized path of an internal page key (/videos → /de/videos/), or null for a key outside the route table. */
function localizedPage(page: string, locale: Locale): string | null {
  const entry = (pathnames as Record<string, string | Record<Locale, string>>)[page];
  if (entry === undefined) return null;
  const path = typeof entry === 'string' ? entry : entry[locale];
  return withSlash(`/${locale}${path === '/' ? '' : path}`);
}

/** §2 the page's test day, forwarded to the egg calls (the server honours it only where allowed). */
function testDay(): string | null {
  const query = new URLSearchParams(window.location.search);
  return query.get('qmday') ?? query.get('qmdate');
}

function announce(node: HTMLElement, message: string) {
  node.replaceChildren(document.createTextNode(message));
  node.setAttribute('role', 'status');
  node.removeAttribute('aria-label');
  setTimeout(() => node.remove(), 5000);
}

function eggButton(egg: HiddenEgg, text: EggText, locale: Locale, qmday: string | null): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute(EGG_ATTR, egg.page);
  button.setAttribute('aria-label', text.label);
  button.className = 'fixed bottom-24 right-4 z-40 grid size-14 place-items-center rounded-full bg-surface shadow-lg ring-2 ring-accent motion-safe:animate-[bounce_1s_ease-in-out_3]';
  button.innerHTML = '<svg viewBox="0 0 24 30" width="28" height="34" aria-hidden="true"><path d="M12 1C6 1 1 11 1 18a11 11 0 0 0 22 0C23 11 18 1 12 1Z" fill="#f5c542" stroke="#b7791f"/><path d="M2 17l5-3 5 3 5-3 5 3" fill="none" stroke="#c2410c" stroke-width="2"/></svg>';
  button.addEventListener(
    'click',
    () => {
      button.disabled = true;
      void collectEgg(locale, qmday, egg.verificationToken).then(
        (result) => {
          const wrap = document.createElement('p');
          wrap.className = 'fixed bottom-24 right-4 z-40 max-w-xs rounded-md bg-surface p-3 text-sm shadow-lg';
          wrap.setAttribute(EGG_ATTR, 'message');
          button.replaceWith(wrap);
          announce(wrap, `${text.collected.replace('{count}', String(result.collectedEggs))}${result.won.length > 0 ? ` ${text.won}` : ''}`);
        },
        () => button.remove(),
      );
    },
    { once: true },
  );
  return button;
}

/** The egg the server hid on this page for the logged-in guest, if any (egg-hunt.ts checked the guest). */
export async function placeEggForGuest(pathname: string, guestId: number): Promise<void> {
  const locale = pathname.split('/')[1];
  if (!isLocale(locale) || !currentAccessToken()) return;
  const qmday = testDay();
  const { eggs, text, quietUntil } = await getQueryClient().fetchQuery(hiddenEggsOptions(locale, qmday));
  if (!qmday) rememberEggsQuiet(guestId, quietUntil);
  const here = withSlash(pathname);
  const egg = eggs.find((candidate) => localizedPage(candidate.page, locale) === here);
  if (egg && window.location.pathname === pathname) document.body.append(eggButton(egg, text, locale, qmday));
}
