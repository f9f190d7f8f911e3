import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The generated demo clips (scripts/generate-clips.sh), committed so a start needs no ffmpeg. */
export const CLIP_COUNT = 6;

/** "a short generated clip per demo video is enough" — video n plays clip (n % 6) + 1. */
export function clipNumber(videoId: number): number {
  return (videoId % CLIP_COUNT) + 1;
}

// Six files of at most 150 kB: read once per process, then served from memory.
const loaded = new Map<number, Promise<Buffer>>();

export function clipBytes(videoId: number): Promise<Buffer> {
  const number = clipNumber(videoId);
  let bytes = loaded.get(number);
  if (!bytes) {
    bytes = readFile(path.join(process.cwd(), 'lib', 'media', 'clips', `clip-${number}.mp4`));
    bytes.catch(() => loaded.delete(number));
    loaded.set(number, bytes);
  }
  return bytes;
}
