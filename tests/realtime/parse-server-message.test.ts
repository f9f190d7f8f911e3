import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '@/lib/realtime/parse-server-message';
import { serverMessageSchema } from '@/lib/realtime/server-message-schema';
import { garbageServerFrames, validServerFrames } from './server-frames';

describe('parseServerMessage: the check of incoming frames (§7), the server\'s schema in the browser session', () => {
  it('has a valid sample for every incoming type the server schema declares', () => {
    const declared = serverMessageSchema.options.map((option) => option.shape.type.value).sort();
    expect(Object.keys(validServerFrames).sort()).toEqual(declared);
  });

  for (const [type, samples] of Object.entries(validServerFrames)) {
    it(`accepts every valid '${type}' frame as it is`, () => {
      for (const sample of samples) expect(parseServerMessage(sample)).toEqual(sample);
    });
  }

  it('rejects garbage, unknown types and wrong field types', () => {
    for (const input of garbageServerFrames) expect(parseServerMessage(input), JSON.stringify(input)).toBeNull();
  });

  it('gives the answer of the server\'s union for every sample, building only the type it meets', () => {
    for (const input of [...Object.values(validServerFrames).flat(), ...garbageServerFrames]) {
      const union = serverMessageSchema.safeParse(input);
      expect(parseServerMessage(input), JSON.stringify(input)).toEqual(union.success ? union.data : null);
    }
  });

  it('ignores types named like properties every object has', () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(parseServerMessage({ type })).toBeNull();
  });

  it('drops fields a message does not declare (zod objects strip unknown keys)', () => {
    expect(parseServerMessage({ type: 'pong', ttl: 5, extra: '<script>', accessToken: 'x' })).toEqual({ type: 'pong', ttl: 5 });
    expect(parseServerMessage({ type: 'avsSet', message: 'x', guestId: 10000 })).toEqual({ type: 'avsSet' });
  });
});
