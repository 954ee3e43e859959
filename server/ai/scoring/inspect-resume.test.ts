import { describe, expect, it } from 'vitest';
import { inspectResume } from './inspect-resume';

const resume = (header: string) =>
  `Jordan Reyes\n${header}\njordan@reyes.dev\n\nExperience\nEngineer, Acme, 2019 - 2024\n• Built billing services in Go.\n`;

describe('inspectResume contact check', () => {
  it('reads the phone number without the address digits before it', () => {
    expect(
      inspectResume(resume('588 (555) 123-4567 · 12 Main St, Springfield, IL')).contact.phone,
    ).toBe('(555) 123-4567');
  });

  it('reads international numbers and reports none when there is none', () => {
    expect(inspectResume(resume('+44 20 7946 0958 | London, UK')).contact.phone).toBe(
      '+44 20 7946 0958',
    );
    expect(inspectResume(resume('Berlin, Germany | since 2019')).contact.phone).toBeNull();
  });
});
