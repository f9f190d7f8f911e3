import { describe, expect, it } from 'vitest';
import { isExitIntent } from '@/lib/incentives/exit-intent';

const leaving = { clientY: 0, intoPage: false, desktop: true, alreadyShown: false };

describe('§4 exit intent ("Exit-intent takes the top one"): when the guest is about to leave', () => {
  it('the desktop pointer leaving the window through its top edge is an exit intent', () => {
    expect(isExitIntent(leaving)).toBe(true);
    expect(isExitIntent({ ...leaving, clientY: -4 })).toBe(true);
  });

  it('leaving through a side or the bottom is not (clientY inside the window)', () => {
    expect(isExitIntent({ ...leaving, clientY: 1 })).toBe(false);
    expect(isExitIntent({ ...leaving, clientY: 640 })).toBe(false);
  });

  it('moving onto another element of the page is not, even at the top edge', () => {
    expect(isExitIntent({ ...leaving, intoPage: true })).toBe(false);
  });

  it('only on a desktop: a phone has no pointer that can leave the window', () => {
    expect(isExitIntent({ ...leaving, desktop: false })).toBe(false);
  });

  it('once per browser session', () => {
    expect(isExitIntent({ ...leaving, alreadyShown: true })).toBe(false);
  });
});
