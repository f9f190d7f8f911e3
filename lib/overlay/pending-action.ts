import { type PendingAction, pendingActionSchema } from './pending-action-schema';

/** §3 storage key. */
export const PENDING_ACTION_KEY = 'onLoginAction';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PendingActionStore = {
  /** Remembers the action to run after login (replacing an earlier one). Throws on a malformed action. */
  save(action: PendingAction): void;
  /** The stored action once: it is removed as it is read. Null when none, or when it does not parse. */
  take(): PendingAction | null;
  clear(): void;
};

/**
 * §3 onLoginAction in local storage; §9: local storage falls back to memory when unsupported
 * (private mode, quota, storage blocked), so the action still runs after a login without reload.
 */
export function createPendingActionStore(storage: () => StorageLike | null): PendingActionStore {
  // Only set when storage refused the value, so an action taken in another tab cannot run twice.
  let memory: string | null = null;

  const clear = () => {
    memory = null;
    try {
      storage()?.removeItem(PENDING_ACTION_KEY);
    } catch {
      // Nothing could have been stored there either.
    }
  };

  return {
    save(action) {
      const value = JSON.stringify(pendingActionSchema.parse(action));
      try {
        const target = storage();
        if (!target) throw new Error('no storage');
        target.setItem(PENDING_ACTION_KEY, value);
        memory = null;
      } catch {
        memory = value;
      }
    },
    take() {
      let stored: string | null = null;
      try {
        stored = storage()?.getItem(PENDING_ACTION_KEY) ?? null;
      } catch {
        // Unreadable storage: the memory copy is all there is.
      }
      const raw = stored ?? memory;
      clear();
      if (raw === null) return null;
      try {
        const parsed = pendingActionSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    clear,
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const browserStore = createPendingActionStore(browserStorage);

export function savePendingAction(action: PendingAction): void {
  browserStore.save(action);
}

/** Runs once after login: returns the pending action and removes it. */
export function takePendingAction(): PendingAction | null {
  return browserStore.take();
}

export function clearPendingAction(): void {
  browserStore.clear();
}
