import { describe, expect, it } from 'vitest';
import { PLAYER_VOLUME_KEY, createPlayerVolumeStore } from '@/components/video/player/player-volume';
import { playerKeyAction } from '@/components/video/player/player-keys';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const throwing = {
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem(): void {
    throw new DOMException('quota', 'QuotaExceededError');
  },
};

describe('§9 "Storage keys: … player volume. Local storage falls back to memory when unsupported"', () => {
  it('full volume, not muted, before the guest chose anything', () => {
    expect(createPlayerVolumeStore(() => new MemoryStorage()).read()).toEqual({ volume: 1, muted: false });
  });

  it('the chosen volume and mute state are kept in local storage under "pv", for the next video and page', () => {
    const storage = new MemoryStorage();
    createPlayerVolumeStore(() => storage).write({ volume: 0.35, muted: true });
    expect(JSON.parse(storage.values.get(PLAYER_VOLUME_KEY) ?? 'null')).toEqual({ volume: 0.35, muted: true });
    // Another page (a new store) reads it back.
    expect(createPlayerVolumeStore(() => storage).read()).toEqual({ volume: 0.35, muted: true });
  });

  it('storage that throws (private mode, blocked, quota): the volume lives in memory for this page', () => {
    const store = createPlayerVolumeStore(() => throwing);
    store.write({ volume: 0.2, muted: false });
    expect(store.read()).toEqual({ volume: 0.2, muted: false });
  });

  it('no local storage at all: memory as well', () => {
    const store = createPlayerVolumeStore(() => null);
    store.write({ volume: 0.6, muted: true });
    expect(store.read()).toEqual({ volume: 0.6, muted: true });
  });

  it('a stored value that does not parse (tampered, older format) is ignored', () => {
    const storage = new MemoryStorage();
    for (const raw of ['loud', '{"volume": 7, "muted": false}', '{"volume": 0.5}', '[]']) {
      storage.values.set(PLAYER_VOLUME_KEY, raw);
      expect(createPlayerVolumeStore(() => storage).read(), raw).toEqual({ volume: 1, muted: false });
    }
  });

  it('a volume outside 0…1 is clamped before it is kept', () => {
    const storage = new MemoryStorage();
    const store = createPlayerVolumeStore(() => storage);
    store.write({ volume: 1.4, muted: false });
    expect(store.read().volume).toBe(1);
    store.write({ volume: -0.2, muted: false });
    expect(store.read().volume).toBe(0);
  });
});

describe('player keys (space or k, the arrows, m, f)', () => {
  const press = (key: string, target: { tagName?: string; type?: string } | null = null, modifiers = {}) =>
    playerKeyAction({ key, target: target as EventTarget | null, altKey: false, ctrlKey: false, metaKey: false, ...modifiers });

  it('maps the keys guests know from other players', () => {
    expect([' ', 'k', 'K', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'm', 'f'].map((key) => press(key))).toEqual([
      'toggle',
      'toggle',
      'toggle',
      'back',
      'forward',
      'volumeUp',
      'volumeDown',
      'mute',
      'fullscreen',
    ]);
    expect(press('x')).toBeNull();
    expect(press('f', null, { ctrlKey: true })).toBeNull();
  });

  it('leaves Space to a focused button and the arrows to a focused slider', () => {
    expect(press(' ', { tagName: 'BUTTON' })).toBeNull();
    expect(press('m', { tagName: 'BUTTON' })).toBe('mute');
    expect(press('ArrowLeft', { tagName: 'INPUT', type: 'range' })).toBeNull();
    expect(press('k', { tagName: 'INPUT', type: 'range' })).toBe('toggle');
  });
});
