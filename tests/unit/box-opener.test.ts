// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recentOpener, watchBoxOpeners } from '@/components/boxes/box-opener';

describe('box opener (§2 focus restored to the opener on close)', () => {
  let unwatch: () => void = () => {};
  afterEach(() => {
    unwatch();
    document.body.innerHTML = '';
  });

  it('a pressed button that did not take focus (Safari, a script click) is the opener', () => {
    unwatch = watchBoxOpeners();
    document.body.innerHTML = '<button type="button"><span>What VIP30 is worth</span></button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    (button.firstElementChild as HTMLElement).click();
    expect(document.activeElement).toBe(document.body);
    expect(recentOpener()).toBe(button);
  });

  it('an opener that left the page is nobody to return to', () => {
    unwatch = watchBoxOpeners();
    document.body.innerHTML = '<button type="button">Open</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    button.remove();
    expect(recentOpener()).toBeNull();
  });
});
