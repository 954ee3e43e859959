import { describe, expect, it } from 'vitest';
import { isActive, navItems } from './nav-items';

const byLabel = (label: string) => navItems.find((i) => i.label === label)!;

describe('isActive', () => {
  it('matches the entry whose path the route starts with', () => {
    expect(isActive(byLabel('Applications'), '/applications/abc/edit')).toBe(true);
    expect(isActive(byLabel('Dashboard'), '/applications')).toBe(false);
    expect(isActive(byLabel('AI Resume Feedback'), '/resume/edit')).toBe(true);
    expect(isActive(byLabel('Profile'), '/profile/edit')).toBe(true);
    expect(isActive(byLabel('Insights'), '/insights')).toBe(true);
    expect(isActive(byLabel('Dashboard'), '/insights')).toBe(false);
    expect(isActive(byLabel('Contacts'), '/contacts')).toBe(true);
    expect(isActive(byLabel('Applications'), '/contacts')).toBe(false);
    expect(isActive(byLabel('Tasks'), '/tasks')).toBe(true);
    expect(isActive(byLabel('Applications'), '/tasks')).toBe(false);
  });
  it('does not match a mere string prefix of another segment', () => {
    expect(isActive(byLabel('Applications'), '/applicationsx')).toBe(false);
  });
});
