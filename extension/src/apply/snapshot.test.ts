import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { isConfirmation, mergeSnapshots, takeSnapshot } from './snapshot';

const dir = 'test/fixtures/apply-forms';
const forms = JSON.parse(readFileSync(`${dir}/forms.json`, 'utf8'));
const page = (file: string) =>
  parseHTML(readFileSync(`${dir}/${file}`, 'utf8')).document as unknown as Document;

describe('the snapshot of what was sent', () => {
  it('holds every answered question with its answer and the job and page links', async () => {
    const doc = page('lever.html');
    (doc.querySelector('[name="name"]') as HTMLInputElement).value = 'Ada Lovelace';
    (doc.querySelector('[name="cards[c1][field1]"]') as HTMLTextAreaElement).value = 'Because.';
    const url = forms['lever.html'].url;
    const snapshot = await takeSnapshot(doc, url);
    expect(snapshot.job_url).toBe(url.replace(/\/apply$/, ''));
    expect(snapshot.page_url).toBe(url);
    expect(snapshot.company).toBe('Acme Analytics');
    expect(snapshot.answers).toEqual([
      { question: 'Full name', answer: 'Ada Lovelace', field: 'name' },
      { question: 'Why do you want to join Acme?', answer: 'Because.', field: 'cards[c1][field1]' },
    ]);
    expect(snapshot.resume).toBeUndefined();
  });

  it('merges a multi-step form: the first step’s links, every step’s answers, the last value wins', () => {
    const step = (answers: { question: string; answer: string }[], extra = {}) => ({
      job_url: 'https://a.example/job',
      page_url: 'https://a.example/job/apply',
      submitted_at: '2026-11-27T10:00:00.000Z',
      answers,
      ...extra,
    });
    const merged = mergeSnapshots([
      step([{ question: 'First name', answer: 'Ada' }]),
      step([{ question: 'Resume', answer: 'cv.pdf' }], {
        resume: { filename: 'cv.pdf', sha256: 'ab', content_base64: 'AA==' },
        job_url: 'https://other.example',
      }),
      step([{ question: 'First name', answer: 'Ada L.' }]),
    ]);
    expect(merged.job_url).toBe('https://a.example/job');
    expect(merged.answers).toEqual([
      { question: 'First name', answer: 'Ada L.' },
      { question: 'Resume', answer: 'cv.pdf' },
    ]);
    expect(merged.resume?.filename).toBe('cv.pdf');
  });

  it('knows an ATS’s confirmation page', () => {
    const doc = (text: string) =>
      parseHTML(`<html><body><h2>${text}</h2></body></html>`).document as unknown as Document;
    expect(isConfirmation(doc('Thank you for applying!'))).toBe(true);
    expect(isConfirmation(doc('Your application has been submitted.'))).toBe(true);
    expect(isConfirmation(doc('Apply for this job'))).toBe(false);
  });
});
