import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNoBox } from '@/components/boxes/when-no-box';
import { boxesStore } from '@/stores/boxes';

const { boxOpened, boxClosed } = boxesStore.getState().actions;

afterEach(() => {
  for (const { name } of boxesStore.getState().open) boxClosed(name);
  vi.useRealTimers();
});

describe('whenNoBox (§2 one box at a time: the conversion-chat offer waits for onboarding)', () => {
  it('with no box on the page it runs after the settle time', () => {
    vi.useFakeTimers();
    const then = vi.fn();
    whenNoBox(then);
    vi.advanceTimersByTime(399);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while onboarding is open, and through its hand-over to onboarding-choose, then runs once', () => {
    vi.useFakeTimers();
    boxOpened('onboarding', {});
    const then = vi.fn();
    whenNoBox(then);
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
    boxClosed('onboarding');
    vi.advanceTimersByTime(100);
    boxOpened('onboardingChoose', {});
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
    boxClosed('onboardingChoose');
    vi.advanceTimersByTime(400);
    expect(then).toHaveBeenCalledTimes(1);
    boxOpened('coinInfo', {});
    boxClosed('coinInfo');
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs', () => {
    vi.useFakeTimers();
    const then = vi.fn();
    whenNoBox(then)();
    vi.advanceTimersByTime(1_000);
    expect(then).not.toHaveBeenCalled();
  });
});
