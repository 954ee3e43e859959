// The proof of what was sent, taken when the person submits: every question with the answer the
// form holds at that moment, the exact resume file attached (hash and copy) and the letter.
import { currentValue } from './fill-form';
import { readForm } from './read-form';

export type SubmissionSnapshot = {
  job_url: string;
  page_url: string;
  company?: string;
  job_title?: string;
  submitted_at: string;
  answers: { question: string; answer: string; field?: string }[];
  resume?: { filename: string; sha256: string; content_base64: string };
  cover_letter?: string;
};

// The server's limits (lib/apply/submission-schemas.ts): a longer text is cut, a bigger file not copied.
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_QUESTION = 1000;
const MAX_ANSWER = 10_000;
const MAX_ANSWERS = 300;
const MAX_LETTER = 20_000;

async function fileCopy(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const sha256 = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { filename: file.name, sha256, content_base64: btoa(binary) };
}

function pageTitle(doc: Document): string | undefined {
  const h1 = doc.querySelector('h1, .app-title, [data-automation-id="jobPostingHeader"]');
  const text = (h1?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : undefined;
}

function companyName(doc: Document, url: URL): string | undefined {
  const meta = doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
  if (meta?.trim()) return meta.trim().slice(0, 200);
  const node = doc.querySelector('.company-name, [data-company-name]');
  const text = (node?.textContent ?? '').replace(/^at\s+/i, '').trim();
  if (text) return text.slice(0, 200);
  const slug = url.pathname.split('/').filter(Boolean)[0] ?? url.hostname.split('.')[0];
  return slug ? slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) : undefined;
}

/**
 * The snapshot of the form on `doc` now. Values are read before the first await (the page may
 * clear the form or show the next step right after the click or submit event).
 */
export async function takeSnapshot(doc: Document, href: string): Promise<SubmissionSnapshot> {
  const url = new URL(href);
  const read = readForm(doc, href);
  const answers: SubmissionSnapshot['answers'] = [];
  let resumeFile: File | undefined;
  let letterFile: File | undefined;
  let letter: string | undefined;
  for (const { field, meaning } of read.fields) {
    const file = field.kind === 'file' ? (field.element as HTMLInputElement).files?.[0] : undefined;
    if (file && meaning.key === 'resume' && !resumeFile && file.size <= MAX_FILE_BYTES)
      resumeFile = file;
    if (file && meaning.key === 'cover_letter' && file.type === 'text/plain') letterFile = file;
    const answer = currentValue(field);
    if (!answer) continue;
    if (meaning.key === 'cover_letter' && field.kind === 'textarea') letter = answer;
    const name = field.names[0]?.slice(0, 200);
    answers.push({
      question: (field.question || name || field.kind).slice(0, MAX_QUESTION),
      answer: answer.slice(0, MAX_ANSWER),
      ...(name ? { field: name } : {}),
    });
  }
  const base = {
    job_url: read.reader.jobUrl(url),
    page_url: `${url.origin}${url.pathname}`,
    company: companyName(doc, url),
    job_title: pageTitle(doc),
    submitted_at: new Date().toISOString(),
  };
  const resume = resumeFile ? await fileCopy(resumeFile) : undefined;
  if (letterFile) letter = await letterFile.text();
  return {
    ...base,
    answers,
    ...(resume ? { resume } : {}),
    ...(letter ? { cover_letter: letter.slice(0, MAX_LETTER) } : {}),
  };
}

/** One snapshot of a multi-step form: the first step's page and job, every step's answers and files. */
export function mergeSnapshots(steps: SubmissionSnapshot[]): SubmissionSnapshot {
  const [first, ...rest] = steps;
  const merged: SubmissionSnapshot = { ...first!, answers: [...first!.answers] };
  for (const step of rest) {
    for (const a of step.answers) {
      const at = merged.answers.findIndex((m) => m.question === a.question && m.field === a.field);
      if (at >= 0) merged.answers[at] = a;
      else merged.answers.push(a);
    }
    merged.resume = step.resume ?? merged.resume;
    merged.cover_letter = step.cover_letter ?? merged.cover_letter;
    merged.submitted_at = step.submitted_at;
  }
  merged.answers = merged.answers.slice(0, MAX_ANSWERS);
  return merged;
}

const CONFIRMATION =
  /thank you for (applying|your application|your interest)|application (has been |was )?(submitted|received|sent)|we('ve| have) received your application/i;

/** Whether the page now says the application went through. */
export function isConfirmation(doc: Document): boolean {
  return CONFIRMATION.test(doc.body?.innerText ?? doc.body?.textContent ?? '');
}
