import { parseFastFrame } from './fast-frames';
import type { ServerMessage } from './message-types';

type Parse = (input: unknown) => ServerMessage | null;

let loaded: Parse | null = null;

/**
 * The zod check of every type ./fast-frames.ts does not know: a chunk of its own, loaded on the
 * first such frame and then used at once by every session of the page.
 */
export async function loadFullParser(): Promise<Parse> {
  loaded ??= (await import('./parse-server-message')).parseServerMessage;
  return loaded;
}

/**
 * Reads the session's incoming frames in the order they arrived (§7): the frames every page gets
 * while it loads are checked at once without zod (./fast-frames.ts); the first frame of any other
 * type loads the zod check, and it and every frame after it wait for it, so a handler never sees
 * a later frame before an earlier one. A frame that is no message is dropped (unknown or newer
 * types are ignored).
 */
export class FrameReader {
  private full: Parse | null = null;
  private backlog: unknown[] = [];
  private loading = false;

  constructor(
    private readonly deliver: (message: ServerMessage) => void,
    private readonly load: () => Promise<Parse> = loadFullParser,
  ) {}

  read(input: unknown): void {
    if (this.backlog.length > 0) {
      this.backlog.push(input);
      return;
    }
    const message = this.parse(input);
    if (message === undefined) {
      this.backlog.push(input);
      this.loadFull();
    } else if (message) {
      this.deliver(message);
    }
  }

  /** Forgets frames still waiting for the zod check (the session closed). */
  clear(): void {
    this.backlog = [];
  }

  private parse(input: unknown): ServerMessage | null | undefined {
    const fast = parseFastFrame(input);
    if (fast !== undefined) return fast;
    if (!this.full && this.load === loadFullParser) this.full = loaded;
    return this.full ? this.full(input) : undefined;
  }

  private loadFull(): void {
    if (this.loading) return;
    this.loading = true;
    this.load().then(
      (parse) => {
        this.full = parse;
        const waiting = this.backlog;
        this.backlog = [];
        for (const input of waiting) {
          const message = this.parse(input);
          if (message) this.deliver(message);
        }
      },
      () => {
        // The chunk did not load (offline, a new deployment): the waiting frames are lost like
        // frames of a dropped connection; the next such frame tries again.
        this.loading = false;
        this.backlog = [];
      },
    );
  }
}
