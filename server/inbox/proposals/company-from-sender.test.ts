import { describe, expect, it } from 'vitest';
import { companyFromSender, proposalCompany } from './company-from-sender';

describe('proposalCompany', () => {
  it('prefers the sender domain when the email names that company', () => {
    expect(
      proposalCompany(
        'Sam',
        'sam@initech.example',
        'Interview invitation: Backend Developer at Initech',
        'Best, Sam',
      ),
    ).toBe('Initech');
    expect(
      proposalCompany(null, 'talent@jobs.acme.co.uk', 'Your application', 'Thanks from ACME'),
    ).toBe('ACME');
  });

  it('keeps the classifier’s reading from an ATS or mail provider, or when the email does not name the domain', () => {
    expect(
      proposalCompany(
        'Globex',
        'no-reply@us.greenhouse-mail.io',
        'Thank you for applying to Globex',
        '',
      ),
    ).toBe('Globex');
    expect(proposalCompany('Globex', 'friend@gmail.com', 'Globex role', '')).toBe('Globex');
    expect(proposalCompany('Globex', 'hr@staffing-agency.example', 'A Globex role', '')).toBe(
      'Globex',
    );
    expect(companyFromSender('no-reply@us.greenhouse-mail.io')).toBeNull();
    expect(companyFromSender('hr@initech.example')).toBe('Initech');
  });
});
