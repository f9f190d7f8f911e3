import { describe, expect, it } from 'vitest';
import { blockedGroups, INCENTIVE_BLOCK_MAX_AGE_SECONDS, incentiveBlockCookie } from '@/lib/incentives/block-cookie';

describe('§9 "Incentive block cookie 30 days" (§4 "Blocking an incentive group is stored in a cookie for 30 days")', () => {
  it('one readable cookie per group, the whole site, 30 days; Secure on https', () => {
    expect(INCENTIVE_BLOCK_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(incentiveBlockCookie('signup', false)).toBe('ib_signup=1; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(incentiveBlockCookie('topUp', true)).toBe('ib_topUp=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
  });

  it('a name that is not a group word is refused (it would write another cookie)', () => {
    expect(() => incentiveBlockCookie('a=b; Path=/x', false)).toThrow();
    expect(() => incentiveBlockCookie('', false)).toThrow();
  });

  it('reads the blocked groups back from document.cookie, ignoring other cookies and odd values', () => {
    const cookies = 'cc=f0a0; ib_signup=1; li=1; ib_vip=1; ib_bad-name=1; ib_topUp=0; sib_x=1';
    expect([...blockedGroups(cookies)].sort()).toEqual(['signup', 'vip']);
    expect(blockedGroups('').size).toBe(0);
  });
});
