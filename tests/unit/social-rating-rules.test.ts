// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ratingAction, ratingOfAction } from '@/components/social/rating-actions';
import { confirmedRating, mineOf, rated, type Rating } from '@/components/social/rating-state';
import { savePendingAction, takePendingAction } from '@/lib/overlay/pending-action';

afterEach(() => window.localStorage.clear());

describe('the rating reducer (§9 "like 5, dislike 1"; one rating per guest, changeable)', () => {
  const none: Rating = { likes: 10, dislikes: 3, mine: null };

  it('a first like adds one like; a first dislike adds one dislike', () => {
    expect(rated(none, 5)).toEqual({ likes: 11, dislikes: 3, mine: 5 });
    expect(rated(none, 1)).toEqual({ likes: 10, dislikes: 4, mine: 1 });
  });

  it('changing a like to a dislike moves the guest\'s one vote, never counting it twice', () => {
    expect(rated({ likes: 11, dislikes: 3, mine: 5 }, 1)).toEqual({ likes: 10, dislikes: 4, mine: 1 });
    expect(rated({ likes: 10, dislikes: 4, mine: 1 }, 5)).toEqual({ likes: 11, dislikes: 3, mine: 5 });
  });

  it('the same rating again changes nothing (as the server: "rating the same value again changes nothing")', () => {
    const liked: Rating = { likes: 11, dislikes: 3, mine: 5 };
    expect(rated(liked, 5)).toBe(liked);
  });

  it('§3 isLiked / isDisliked become the guest\'s own rating', () => {
    expect(mineOf({ isLiked: true, isDisliked: false })).toBe(5);
    expect(mineOf({ isLiked: false, isDisliked: true })).toBe(1);
    expect(mineOf({ isLiked: false, isDisliked: false })).toBeNull();
  });

  it('the server\'s answer wins over the guest\'s loaded view, which wins over the cached page', () => {
    const page = { likes: 10, dislikes: 3 };
    const loaded: Rating = { likes: 12, dislikes: 3, mine: 5 };
    const answer: Rating = { likes: 11, dislikes: 4, mine: 1 };
    expect(confirmedRating(page, null, null)).toEqual({ likes: 10, dislikes: 3, mine: null });
    expect(confirmedRating(page, loaded, null)).toBe(loaded);
    expect(confirmedRating(page, loaded, answer)).toBe(answer);
  });
});

describe('§3 onLoginAction for ratings: "set sedcards guest rating (targetId, value)", and the same rating for the rest', () => {
  it('sedcards use §3\'s own action; albums, pictures and videos the rate action', () => {
    expect(ratingAction('sedcards', 7, 5)).toEqual({ type: 'setSedcardsGuestRating', params: { targetId: 7, value: 5 } });
    expect(ratingAction('picture', 8, 1)).toEqual({ type: 'rate', params: { subject: 'picture', targetId: 8, value: 1 } });
  });

  it('each control runs only its own subject and id', () => {
    const action = ratingAction('album', 8, 5);
    expect(ratingOfAction(action, 'album', 8)).toBe(5);
    expect(ratingOfAction(action, 'album', 9)).toBeNull();
    expect(ratingOfAction(action, 'picture', 8)).toBeNull();
    expect(ratingOfAction(ratingAction('sedcards', 8, 1), 'sedcards', 8)).toBe(1);
    expect(ratingOfAction(ratingAction('sedcards', 8, 1), 'album', 8)).toBeNull();
    expect(ratingOfAction({ type: 'favoritePin', params: { subject: 'album', targetId: 8 } }, 'album', 8)).toBeNull();
  });

  it('a §3 sedcards value the server does not take (2–4) runs nothing', () => {
    expect(ratingOfAction({ type: 'setSedcardsGuestRating', params: { targetId: 7, value: 3 } }, 'sedcards', 7)).toBeNull();
  });

  it('the rate and suggestTag actions survive local storage; the tag is normalized as the server does', () => {
    savePendingAction(ratingAction('video', 42, 1));
    expect(takePendingAction()).toEqual({ type: 'rate', params: { subject: 'video', targetId: 42, value: 1 } });
    savePendingAction({ type: 'suggestTag', params: { targetId: 5, tag: '  red   sofa ' } });
    expect(takePendingAction()).toEqual({ type: 'suggestTag', params: { targetId: 5, tag: 'red sofa' } });
  });

  it('a tampered rating or tag is dropped', () => {
    for (const tampered of [
      '{"type":"rate","params":{"subject":"album","targetId":5,"value":3}}',
      '{"type":"rate","params":{"subject":"sedcards","targetId":5,"value":5}}',
      '{"type":"suggestTag","params":{"targetId":5,"tag":"<b>x</b>"}}',
    ]) {
      window.localStorage.setItem('onLoginAction', tampered);
      expect(takePendingAction()).toBeNull();
    }
  });
});
