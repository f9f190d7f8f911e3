// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from '@/components/consent/consent-banner';
import type { ConsentText } from '@/components/consent/consent-text';
import { SEARCH_HISTORY_KEY } from '@/components/search/search-history';
import { openConsentSettings } from '@/lib/consent/consent-open';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }) }));

const text: ConsentText = {
  title: 'Cookies and privacy',
  body: 'We use necessary cookies.',
  acceptAll: 'Accept all',
  necessaryOnly: 'Necessary only',
  settings: 'Settings',
  save: 'Save choice',
  settingsTitle: 'Cookie settings',
  necessaryLabel: 'Necessary',
  necessaryHint: 'Always on.',
  functionalLabel: 'Functional',
  functionalHint: 'Remembers your last 3 searches.',
  analyticsLabel: 'Analytics',
  analyticsHint: 'Anonymous statistics.',
  privacyLink: 'Data protection',
  privacyHref: '/en/data-protection/',
};

const cookie = () => /(?:^|; )cc=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  document.cookie = 'cc=; Max-Age=0; Path=/';
  localStorage.clear();
});
afterEach(cleanup);

describe('cookie consent banner (§3: necessary, functional, analytics)', () => {
  it('asks on a first visit and stores "accept all" in the cc cookie', () => {
    render(<ConsentBanner text={text} />);
    const banner = screen.getByRole('region', { name: 'Cookies and privacy' });
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(cookie()).toBe('f1a1');
    expect(banner.hidden).toBe(true);
  });

  it('stays hidden for a guest who already chose', () => {
    document.cookie = 'cc=f0a0; Path=/';
    render(<ConsentBanner text={text} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('settings choose each category; withdrawing functional consent deletes the search history', () => {
    document.cookie = 'cc=f1a0; Path=/';
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['beach']));
    render(<ConsentBanner text={text} />);
    act(() => openConsentSettings());
    const settings = screen.getByRole('region', { name: 'Cookie settings' });
    expect(settings.hidden).toBe(false);
    const functional = screen.getByRole('checkbox', { name: /Functional/ }) as HTMLInputElement;
    expect(functional.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(functional);
    fireEvent.click(screen.getByRole('checkbox', { name: /Analytics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choice' }));
    expect(cookie()).toBe('f0a1');
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(settings.hidden).toBe(true);
  });

  it('"necessary only" refuses functional and analytics', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['beach']));
    render(<ConsentBanner text={text} />);
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    expect(cookie()).toBe('f0a0');
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('opens the settings when the footer asked for them while the banner was still loading', () => {
    document.cookie = 'cc=f1a1; Path=/';
    openConsentSettings(); // before the banner's chunk is there: nobody listens yet
    render(<ConsentBanner text={text} />);
    expect(screen.getByRole('region', { name: 'Cookie settings' }).hidden).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Analytics/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a settings request already answered does not open them again on the next mount', () => {
    document.cookie = 'cc=f1a1; Path=/';
    const first = render(<ConsentBanner text={text} />);
    act(() => openConsentSettings());
    expect(screen.getByRole('region', { name: 'Cookie settings' }).hidden).toBe(false);
    first.unmount();
    render(<ConsentBanner text={text} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
