import { describe, expect, it } from 'vitest';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { latestExperience, prefillApplyProfile, splitPhone } from './prefill-apply-profile';

const resume = (over: Record<string, unknown>) => resumeSchema.parse(over);

describe('splitPhone', () => {
  it.each([
    ['+44 7700 900123', '+44', '7700 900123'],
    ['+1-555-0100', '+1', '555-0100'],
    ['+49 (30) 1234567', '+49', '(30) 1234567'],
    ['07700 900123', null, '07700 900123'],
    ['+447700900123', null, '+447700900123'],
  ])('%s → %s %s', (input, code, phone) => {
    expect(splitPhone(input)).toEqual({ code, phone });
  });
});

describe('latestExperience', () => {
  it('prefers the job held now, the most recently started', () => {
    const r = resume({
      experience: [
        { company: 'Old', role: 'Dev', startDate: '2015', endDate: '2018' },
        { company: 'Side', role: 'Advisor', startDate: 'Jan 2019', endDate: 'Present' },
        { company: 'Main', role: 'Lead', startDate: '2021-03', endDate: '' },
      ],
    });
    expect(latestExperience(r)?.company).toBe('Main');
  });

  it('without a current job, the latest started; none without entries', () => {
    const r = resume({
      experience: [
        { company: 'A', role: 'Dev', startDate: 'Mar 2016', endDate: 'Feb 2019' },
        { company: 'B', role: 'Dev', startDate: 'Apr 2019', endDate: 'Dec 2023' },
      ],
    });
    expect(latestExperience(r)?.company).toBe('B');
    expect(latestExperience(resume({}))).toBeNull();
  });
});

describe('prefillApplyProfile', () => {
  it('takes name, phone, links and the current job from the resume; nothing invented', () => {
    const profile = prefillApplyProfile({
      email: 'me@example.test',
      resume: resume({
        header: {
          fullName: 'Ana María de la Cruz',
          phone: '+34 612 345 678',
          linkedin: 'linkedin.com/in/ana',
          github: '',
          portfolio: 'https://ana.dev',
        },
        experience: [
          { company: 'Globex', role: 'Engineer', startDate: '2020', endDate: 'Present' },
        ],
      }),
    });
    expect(profile).toMatchObject({
      first_name: 'Ana',
      last_name: 'María de la Cruz',
      email: 'me@example.test',
      phone_country_code: '+34',
      phone: '612 345 678',
      linkedin_url: 'https://linkedin.com/in/ana',
      github_url: null,
      website_url: 'https://ana.dev',
      current_company: 'Globex',
      current_title: 'Engineer',
      years_experience: null,
      needs_sponsorship: null,
      work_authorization: [],
    });
    expect(profile.self_identification.gender).toBe('Decline to self-identify');
  });
});
