import { describe, expect, it } from 'vitest';
import {
  addCategory,
  duplicateCategoryMessage,
  removeCategory,
  renameCategory,
  unusedSuggestions,
} from './skill-categories';

const skills = { Languages: ['TypeScript'], Tools: ['Docker'], Databases: ['PostgreSQL'] };

describe('skill categories', () => {
  it('suggests the spec names that are not used yet (case-insensitive)', () => {
    expect(unusedSuggestions({})).toEqual(['Languages', 'Frameworks', 'Tools', 'Others']);
    expect(unusedSuggestions({ languages: [], Tools: [] })).toEqual(['Frameworks', 'Others']);
  });

  it('renames in place, keeping order and skills', () => {
    const r = renameCategory(skills, 'Tools', '  DevOps ');
    expect(r).toEqual({
      ok: true,
      skills: { Languages: ['TypeScript'], DevOps: ['Docker'], Databases: ['PostgreSQL'] },
    });
    if (r.ok) expect(Object.keys(r.skills)).toEqual(['Languages', 'DevOps', 'Databases']);
  });

  it('rejects empty and unchanged names silently and duplicates with the spec message', () => {
    expect(renameCategory(skills, 'Tools', '   ')).toEqual({ ok: false, error: null });
    expect(renameCategory(skills, 'Tools', 'Tools')).toEqual({ ok: false, error: null });
    expect(renameCategory(skills, 'Tools', 'Languages')).toEqual({
      ok: false,
      error: duplicateCategoryMessage,
    });
    expect(renameCategory(skills, 'Tools', ' languages ')).toEqual({
      ok: false,
      error: duplicateCategoryMessage,
    });
    expect(duplicateCategoryMessage).toBe('A category with that name already exists.');
    // Changing only the case of its own name is a real rename.
    expect(renameCategory(skills, 'Tools', 'TOOLS')).toMatchObject({ ok: true });
  });

  it('adds empty categories and refuses duplicates; removes', () => {
    expect(addCategory(skills, 'Frameworks')).toEqual({
      ok: true,
      skills: { ...skills, Frameworks: [] },
    });
    expect(addCategory(skills, 'tools')).toEqual({ ok: false, error: duplicateCategoryMessage });
    expect(addCategory(skills, ' ')).toEqual({ ok: false, error: null });
    expect(removeCategory(skills, 'Tools')).toEqual({
      Languages: ['TypeScript'],
      Databases: ['PostgreSQL'],
    });
  });
});
