// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveOnlineBadge } from '@/components/actor/live-online-badge';
import { presenceStore, watchedActors } from '@/stores/presence';

afterEach(() => {
  cleanup();
  presenceStore.setState(presenceStore.getInitialState());
});

describe('a badge tells the session which performer the page shows (the presence snapshot asks for her)', () => {
  it('is watched while mounted, follows the snapshot over the rendered value, and is let go on unmount', () => {
    const { unmount } = render(<LiveOnlineBadge actorId={4711} online={false} label="Online" />);
    expect(screen.queryByText('Online')).toBeNull();
    expect(watchedActors()).toEqual([4711]);

    act(() => presenceStore.getState().actions.snapshotReceived([{ actorId: 4711, online: true, version: 3 }]));
    expect(screen.getByText('Online')).toBeTruthy();

    unmount();
    expect(watchedActors()).toEqual([]);
  });

  it('counts two badges of the same performer as one watch until both are gone', () => {
    const first = render(<LiveOnlineBadge actorId={12} online label="Online" />);
    const second = render(<LiveOnlineBadge actorId={12} online label="Online" />);
    expect(watchedActors()).toEqual([12]);
    first.unmount();
    expect(watchedActors()).toEqual([12]);
    second.unmount();
    expect(watchedActors()).toEqual([]);
  });
});
