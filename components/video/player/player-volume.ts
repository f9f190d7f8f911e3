import * as z from 'zod';

/** §9 storage key of the player volume (kept short: it is sent nowhere, but read on every play). */
export const PLAYER_VOLUME_KEY = 'pv';

export type PlayerVolume = { volume: number; muted: boolean };

const DEFAULT_VOLUME: PlayerVolume = { volume: 1, muted: false };
const storedSchema = z.object({ volume: z.number().min(0).max(1), muted: z.boolean() });

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export type PlayerVolumeStore = { read(): PlayerVolume; write(value: PlayerVolume): void };

/**
 * §9 "Storage keys: … player volume. Local storage falls back to memory when unsupported": the
 * last volume and mute state the guest chose, for every video they play next. When storage is
 * missing or throws (private mode, blocked, quota), the value lives in memory for this page.
 */
export function createPlayerVolumeStore(storage: () => StorageLike | null): PlayerVolumeStore {
  let memory: PlayerVolume = DEFAULT_VOLUME;
  return {
    read() {
      try {
        const raw = storage()?.getItem(PLAYER_VOLUME_KEY);
        if (raw) {
          const parsed = storedSchema.safeParse(JSON.parse(raw));
          if (parsed.success) memory = parsed.data;
        }
      } catch {
        // Unreadable storage or a value that is not JSON: the memory copy is all there is.
      }
      return memory;
    },
    write(value) {
      memory = { volume: Math.min(1, Math.max(0, Number.isFinite(value.volume) ? value.volume : 1)), muted: value.muted };
      try {
        storage()?.setItem(PLAYER_VOLUME_KEY, JSON.stringify(memory));
      } catch {
        // Kept in memory only.
      }
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const playerVolume = createPlayerVolumeStore(browserStorage);
