import { boxesStore } from '@/stores/boxes';

/** A box handing over to the next (onboarding → onboarding-choose) leaves the page empty this long at most. */
const SETTLE_MS = 400;

/**
 * §2 one box at a time, for a box that opens by itself and may wait (the conversion-chat offer):
 * runs `then` once no box opened by name is on the page and none came within a short settle time,
 * at once when none is there. Returns its cancel.
 */
export function whenNoBox(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const check = () => {
    clearTimeout(timer);
    if (done || boxesStore.getState().open.length > 0) return;
    timer = setTimeout(() => {
      if (done || boxesStore.getState().open.length > 0) return;
      done = true;
      unsubscribe();
      then();
    }, SETTLE_MS);
  };
  const unsubscribe = boxesStore.subscribe(check);
  check();
  return () => {
    done = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
