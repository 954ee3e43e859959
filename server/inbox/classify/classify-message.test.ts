import { describe, expect, it } from 'vitest';
import { classifyMessage } from './classify-message';

// Emails written for this test in words the phrase banks do not use, so the test checks the model
// and the readers on phrasing the training never saw.
const date = new Date('2026-11-12T10:00:00Z');

describe('classifyMessage', () => {
  it('reads a rejection with its company and job', () => {
    const result = classifyMessage({
      subject: 'Your application for Senior Engineer',
      from: 'Initech Recruiting <no-reply@us.greenhouse-mail.io>',
      text: 'Hi Sam,\n\nThank you for applying for the Senior Engineer position at Initech. We have reviewed your profile carefully and unfortunately we will not be moving forward with your application.\n\nWe wish you every success.\nInitech Talent',
      date,
    });
    expect(result).toMatchObject({
      kind: 'rejection',
      company: 'Initech',
      job_title: 'Senior Engineer',
    });
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(result.evidence).toMatch(/unfortunately/i);
  });

  it('reads an interview invitation with its proposed time and zone', () => {
    const result = classifyMessage({
      subject: 'Next steps: interview with Globex',
      from: 'Dana Ortiz <dana.ortiz@globex.com>',
      text: 'Hello Sam, the team enjoyed your application and would like to invite you to a first interview with our hiring manager. Would Thursday 3 December at 14:00 Europe/Berlin suit you?',
      date,
    });
    expect(result).toMatchObject({
      kind: 'interview',
      company: 'Globex',
      interview_at: '2026-12-03T14:00:00.000+01:00',
      interview_timezone: 'Europe/Berlin',
    });
  });

  it('reads an offer, a confirmation and an assessment', () => {
    expect(
      classifyMessage({
        subject: 'Offer of employment',
        from: 'Hooli People <people@hooli.com>',
        text: 'Congratulations! We are pleased to offer you the role of Product Designer. Your offer letter with the compensation details is attached; please sign it by 1 December.',
        date,
      }).kind,
    ).toBe('offer');
    expect(
      classifyMessage({
        subject: 'We got your application!',
        from: 'Umbrella <no-reply@hire.lever.co>',
        text: 'Thanks for applying to Umbrella. This note confirms we have received your application for Data Analyst. Our team will review it and reach out if there is a fit.',
        date,
      }).kind,
    ).toBe('confirmation');
    expect(
      classifyMessage({
        subject: 'Your coding test for Backend Developer',
        from: 'Vandelay Hiring <hiring@vandelay.io>',
        text: 'As the next stage we ask every candidate to complete a 60 minute HackerRank test. The link expires in 5 days.',
        date,
      }).kind,
    ).toBe('assessment');
  });

  it('reads a company at the end of a line without the sign-off below it', () => {
    const result = classifyMessage({
      subject: 'Interview invitation',
      from: '"Sam" <sam@initech.example>',
      text: 'Hi Alex,\n\nThanks for applying at Initech. We would like to invite you to an interview next week.\n\nBest,\nSam',
      date,
    });
    expect(result.company).toBe('Initech');
  });

  it('keeps job alerts and newsletters out', () => {
    const alert = classifyMessage({
      subject: '25 new jobs for Software Engineer in Berlin',
      from: 'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
      text: 'Software Engineer at Stripe - Berlin - Easy Apply\nBackend Engineer at N26 - Berlin\nSee all jobs. You are receiving job alert emails. Unsubscribe.',
      date,
    });
    expect(alert).toMatchObject({ kind: 'not_job', company: null, evidence: '' });
  });

  it('reads German, French and Spanish rejections', () => {
    const de = classifyMessage({
      subject: 'Ihre Bewerbung',
      from: 'Muster GmbH <karriere@muster.de>',
      text: 'Sehr geehrter Herr Weber, leider müssen wir Ihnen mitteilen, dass wir Ihre Bewerbung nicht berücksichtigen konnten.',
      date,
    });
    const fr = classifyMessage({
      subject: 'Votre candidature',
      from: 'Exemple SA <rh@exemple.fr>',
      text: 'Bonjour, malheureusement nous ne pouvons pas donner une suite favorable à votre candidature pour le poste de Chef de projet.',
      date,
    });
    const es = classifyMessage({
      subject: 'Tu candidatura',
      from: 'Ejemplo SL <empleo@ejemplo.es>',
      text: 'Hola, lamentablemente hemos decidido continuar con otros candidatos para el puesto de Analista.',
      date,
    });
    expect([de.kind, fr.kind, es.kind]).toEqual(['rejection', 'rejection', 'rejection']);
    expect(fr.job_title).toBe('Chef de projet');
    expect(es.job_title).toBe('Analista');
  });
});
