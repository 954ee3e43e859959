import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { move, moveSection, removeSection } from './resume-edits';

describe('resume edits', () => {
  it('moves items within bounds', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('reorders sections by writing the full order, and removes sections from it', () => {
    const r = resumeSchema.parse({ summary: 'x', experience: [], skills: {}, awards: 'y' });
    const moved = moveSection(r, 'skills', -1);
    expect(moved.order).toEqual(['summary', 'skills', 'experience', 'awards']);
    const removed = removeSection(moved, 'awards');
    expect('awards' in removed).toBe(false);
    expect(removed.order).toEqual(['summary', 'skills', 'experience']);
  });
});
