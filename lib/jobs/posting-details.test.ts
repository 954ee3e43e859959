import { describe, expect, it } from 'vitest';
import { salaryFromJsonLd, salaryInText, workModeInText } from './posting-details';
import { readPastedPosting } from './read-pasted-posting';

describe('salaryInText', () => {
  it.each([
    [
      'Salary: $120,000 – $150,000 per year',
      { min: 120000, max: 150000, currency: 'USD', period: 'year' },
    ],
    ['€60k–80k', { min: 60000, max: 80000, currency: 'EUR', period: 'year' }],
    ['£45/hour', { min: 45, max: null, currency: 'GBP', period: 'hour' }],
    ['CAD 95,000 to 110,000', { min: 95000, max: 110000, currency: 'CAD', period: 'year' }],
    ['$80-100k base', { min: 80000, max: 100000, currency: 'USD', period: 'year' }],
    ['₦450,000 a month', { min: 450000, max: null, currency: 'NGN', period: 'month' }],
  ])('%s', (text, expected) => {
    expect(salaryInText(text)).toEqual(expected);
  });

  it('ignores small amounts without a period and text without money', () => {
    expect(salaryInText('Get $5 off your first order')).toBeNull();
    expect(salaryInText('5+ years of Python')).toBeNull();
  });
});

describe('workModeInText', () => {
  it('the header wins, then hybrid, remote, on-site in the text; a denied remote does not count', () => {
    expect(
      workModeInText('About us\nWe were remote-first once.', 'Engineer\nBerlin · On-site'),
    ).toBe('on_site');
    expect(workModeInText('Title\n\n\n\n\n\n\n\n\nThis is a hybrid role, some remote days')).toBe(
      'hybrid',
    );
    expect(workModeInText('Title\n\n\n\n\n\n\n\n\nThis role is not remote. Office in Leeds.')).toBe(
      null,
    );
    expect(workModeInText('Nothing about where.')).toBeNull();
  });
});

describe('salaryFromJsonLd', () => {
  it('reads MonetaryAmount with a QuantitativeValue', () => {
    expect(
      salaryFromJsonLd({
        currency: 'usd',
        value: { minValue: '90,000', maxValue: 120000, unitText: 'YEAR' },
      }),
    ).toEqual({ min: 90000, max: 120000, currency: 'USD', period: 'year' });
    expect(salaryFromJsonLd({ currency: 'EUR', value: 30, unitText: 'HOUR' })).toMatchObject({
      min: 30,
      currency: 'EUR',
    });
    expect(salaryFromJsonLd('lots')).toBeNull();
  });
});

describe('readPastedPosting', () => {
  it('labelled lines', () => {
    expect(
      readPastedPosting(
        'Job title: QA Engineer\nCompany: Initech\nLocation: Austin, TX\n\nWe test.',
      ),
    ).toEqual({ title: 'QA Engineer', company: 'Initech', location: 'Austin, TX' });
  });

  it('a copied page: title, company line, location line, an About heading', () => {
    expect(
      readPastedPosting(
        'Senior Backend Engineer\nGlobex\nNairobi, Kenya (Hybrid)\nAbout the job\nWe build payments.',
      ),
    ).toEqual({ title: 'Senior Backend Engineer', company: 'Globex', location: 'Nairobi, Kenya' });
    expect(
      readPastedPosting('Frontend Developer\nFull-time\n\nAbout Acme Corp\nAcme builds rockets.'),
    ).toMatchObject({ title: 'Frontend Developer', company: 'Acme Corp' });
  });

  it('knows nothing it cannot tell', () => {
    expect(
      readPastedPosting('We are looking for someone who loves spreadsheets and tidy data.'),
    ).toEqual({ title: null, company: null, location: null });
  });
});
