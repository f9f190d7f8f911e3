import { describe, expect, it } from 'vitest';
import { currentClashReader } from '@/lib/clash/read-clash';
import { currentClashResponseSchema } from '@/lib/contracts/clash';
import { answerOf, expectSameAnswers } from '@/tests/helpers/same-answers';

const clash = { clashId: 7, status: 'running', endsAt: '2026-11-29T12:00:00.000Z', entries: [{ actorId: 1001, actorName: 'LunaSky', votes: 3 }, { actorId: 1002, actorName: 'Mira', votes: 0 }], winnerActorId: null };
const body = (data: unknown) => ({ success: true, data });

const samples: unknown[] = [
  body({ clash: null, votedActorId: null }),
  body({ clash, votedActorId: null }),
  body({ clash: { ...clash, status: 'ended', winnerActorId: 1001 }, votedActorId: 1002 }),
  body({ clash: { ...clash, entries: [], extra: 1 }, votedActorId: null, more: 'x' }),
  { ...body({ clash: null, votedActorId: null }), other: true },
  body({ clash: { ...clash, entries: [{ actorId: 1001, actorName: 'x', votes: 1, rank: 2 }] }, votedActorId: 2_147_483_647 }),
  body({ clash, votedActorId: 2_147_483_648 }),
  body({ clash, votedActorId: 0 }),
  body({ clash }),
  body({ votedActorId: null }),
  body({ clash: { ...clash, status: 'paused' }, votedActorId: null }),
  body({ clash: { ...clash, clashId: -1 }, votedActorId: null }),
  body({ clash: { ...clash, endsAt: 5 }, votedActorId: null }),
  body({ clash: { ...clash, winnerActorId: 1.5 }, votedActorId: null }),
  body({ clash: { ...clash, entries: [{ actorId: 1001, actorName: 'x', votes: -1 }] }, votedActorId: null }),
  body({ clash: { ...clash, entries: [{ actorId: 1001, actorName: null, votes: 1 }] }, votedActorId: null }),
  body({ clash: { ...clash, entries: [null] }, votedActorId: null }),
  body({ clash: { ...clash, entries: {} }, votedActorId: null }),
  body({ clash: [], votedActorId: null }),
  body(null),
  { success: false, data: { clash: null, votedActorId: null } },
  { data: { clash: null, votedActorId: null } },
  null,
  [],
];

describe('currentClashReader: GET clash/current/{actorId} read without zod', () => {
  it('answers what currentClashResponseSchema answers for every sample, valid or not', () => {
    expect(expectSameAnswers(samples, answerOf(currentClashReader), answerOf(currentClashResponseSchema))).toBe(6);
  });
});
