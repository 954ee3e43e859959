import { describe, expect, it } from 'vitest';
import { keepGroundedSuggestions } from './keep-grounded-suggestions';

const resumeText =
  'Sam Rivera\nFrontend Developer\nBuilt a design system in React and TypeScript used by 12 teams.\nSkills: React, TypeScript, CSS, Jest';
const context =
  'We need Python, Kubernetes and 5+ years of backend experience. {"ats_checks":[{"points":"8/10"}]}';
const keep = (suggestions: string[]) =>
  keepGroundedSuggestions({ suggestions, resumeText, context });

describe('keepGroundedSuggestions', () => {
  it('drops a suggestion that claims a skill the resume does not have', () => {
    expect(keep(['Highlight your Kubernetes experience in the summary.']).dropped).toHaveLength(1);
  });

  it('keeps the same advice phrased as a condition', () => {
    const ok = [
      'Add Kubernetes to Skills if it applies.',
      'Mention Python in an Experience bullet where it is true.',
      'If you have used Python, name the projects.',
    ];
    expect(keep(ok).kept).toEqual(ok);
  });

  it('drops invented numbers, keeps numbers from the resume or the findings', () => {
    const { kept, dropped } = keep([
      'Say that your design system served 40 teams.',
      'Lead with the design system used by 12 teams.',
      'Raise the contact check from 8/10.',
    ]);
    expect(dropped).toEqual(['Say that your design system served 40 teams.']);
    expect(kept).toHaveLength(2);
  });

  it('keeps suggestions about skills the resume has, and general advice', () => {
    const ok = [
      'Lead with your React and TypeScript work.',
      'Start each bullet with a strong verb.',
    ];
    expect(keep(ok).kept).toEqual(ok);
  });
});
