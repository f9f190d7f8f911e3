import { describe, expect, it } from 'vitest';
import { addFloating, FLOATING_REACTION_MS, isLiveReaction, liveReactions, MAX_FLOATING_REACTIONS, reactionAllowed } from '@/lib/chat/reactions';
import { CLASH_DURATION_MS, clashStatusAt, clashWinner, nextEventDelay, secondsLeft, tallyVotes, voteRefusal } from '@/lib/clash/clash-rules';

const entry = (actorId: number, votes: number) => ({ actorId, actorName: `p${actorId}`, votes });

describe('live reactions ("live reactions": fixed set, at most 1 per second per guest)', () => {
  it('the set is heart, fire, clap, wow, laugh; anything else is not a reaction', () => {
    expect(liveReactions).toEqual(['heart', 'fire', 'clap', 'wow', 'laugh']);
    expect(isLiveReaction('fire')).toBe(true);
    expect(isLiveReaction('kiss')).toBe(false);
  });

  it('"at most 1 per second per guest": the first is allowed, a second within 1000 ms is not, at 1000 ms it is', () => {
    expect(reactionAllowed(undefined, 5_000)).toBe(true);
    expect(reactionAllowed(5_000, 5_999)).toBe(false);
    expect(reactionAllowed(5_000, 6_000)).toBe(true);
  });

  it('floating emoji expire after their animation and at most a dozen float at once, the oldest leaving first', () => {
    const at = (i: number) => ({ key: String(i), reaction: 'heart' as const, guestName: 'g', at: i });
    const expired = addFloating([at(0)], at(FLOATING_REACTION_MS), FLOATING_REACTION_MS);
    expect(expired.map((item) => item.key)).toEqual([String(FLOATING_REACTION_MS)]);
    let list: ReturnType<typeof addFloating> = [];
    for (let i = 0; i < MAX_FLOATING_REACTIONS + 3; i += 1) list = addFloating(list, at(i), i);
    expect(list).toHaveLength(MAX_FLOATING_REACTIONS);
    expect(list[0]?.key).toBe('3');
  });
});

describe('clash of cams ("a timed vote (5 minutes) between the two", "vote once per clash")', () => {
  it('lasts 5 minutes; the server clock ends it whatever the stored status says', () => {
    expect(CLASH_DURATION_MS).toBe(300_000);
    const endsAt = new Date('2026-11-27T12:05:00Z');
    expect(clashStatusAt('running', endsAt, new Date('2026-11-27T12:04:59Z'))).toBe('running');
    expect(clashStatusAt('running', endsAt, endsAt)).toBe('ended');
    expect(clashStatusAt('ended', endsAt, new Date('2026-11-27T12:00:00Z'))).toBe('ended');
  });

  it('tallies votes per performer (0 without votes) and names the winner only once ended; a tie has none', () => {
    expect(tallyVotes([3, 4], [{ actorId: 4, votes: 2 }])).toEqual([0, 2]);
    expect(clashWinner('running', [entry(3, 1), entry(4, 2)])).toBeNull();
    expect(clashWinner('ended', [entry(3, 1), entry(4, 2)])).toBe(4);
    expect(clashWinner('ended', [entry(3, 5), entry(4, 2)])).toBe(3);
    expect(clashWinner('ended', [entry(3, 0), entry(4, 0)])).toBeNull();
  });

  it('refuses a vote in order: unknown 404, ended 409, not in the clash 422, voted already 409', () => {
    const clash = { status: 'running' as const, actorA: 3, actorB: 4 };
    expect(voteRefusal(null, 3, false)).toBe('notFound');
    expect(voteRefusal({ ...clash, status: 'ended' }, 9, true)).toBe('ended');
    expect(voteRefusal(clash, 9, true)).toBe('notInClash');
    expect(voteRefusal(clash, 4, true)).toBe('alreadyVoted');
    expect(voteRefusal(clash, 4, false)).toBeNull();
  });

  it('coalesces vote events: at most one per second per clash, one pending send at a time', () => {
    expect(nextEventDelay(undefined, 10_000, false)).toBe(0);
    expect(nextEventDelay(10_000, 10_300, false)).toBe(700);
    expect(nextEventDelay(10_000, 11_000, false)).toBe(0);
    expect(nextEventDelay(10_000, 10_300, true)).toBe(-1);
  });

  it('counts down in whole seconds, never below 0', () => {
    expect(secondsLeft('2026-11-27T12:05:00Z', Date.parse('2026-11-27T12:04:58.500Z'))).toBe(2);
    expect(secondsLeft('2026-11-27T12:05:00Z', Date.parse('2026-11-27T12:06:00Z'))).toBe(0);
  });
});
