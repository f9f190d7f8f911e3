import { describe, expect, it } from 'vitest';
import { checkTag, problemOfError } from '@/app/[locale]/amateur/[actorName]/pictures/[albumId]/_components/tag-check';

describe('the album tag suggestion, checked as gallery/suggestTag checks it ("2–40 letters, digits, spaces and hyphens")', () => {
  it('trims and collapses spaces, keeps letters of every language, digits and hyphens', () => {
    expect(checkTag('  red   velvet sofa ')).toEqual({ tag: 'red velvet sofa' });
    expect(checkTag('Strand-Kleid 2024')).toEqual({ tag: 'Strand-Kleid 2024' });
    expect(checkTag('señorita')).toEqual({ tag: 'señorita' });
  });

  it('too short (after trimming), too long, and other characters each get their own problem', () => {
    expect(checkTag(' a ')).toEqual({ problem: 'short' });
    expect(checkTag('x'.repeat(41))).toEqual({ problem: 'long' });
    expect(checkTag('<b>bold</b>')).toEqual({ problem: 'chars' });
    expect(checkTag('tag; drop')).toEqual({ problem: 'chars' });
  });

  it('the server\'s refusals in the guest\'s language: by code, never by its English message', () => {
    expect(problemOfError('NOT_FOUND', 'sofa')).toBe('notFound');
    expect(problemOfError('UNAUTHORIZED', 'sofa')).toBe('session');
    expect(problemOfError('VALIDATION_FAILED', 'a')).toBe('short');
    expect(problemOfError('VALIDATION_FAILED', 'sofa')).toBe('failed');
    expect(problemOfError('HTTP_500', 'sofa')).toBe('failed');
  });
});
