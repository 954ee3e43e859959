// What the popup and the keyboard shortcut do with the page the user is on: read it, check it is
// not tracked already, save it, score the current resume against it, hand it to the editor.
import type { Analysis } from '@/lib/resume/analysis-schema';
import type { CapturedJob } from '@/lib/jobs/capture-schema';
import type { DuplicateDto } from '@/lib/contracts/application-answers';
import type { PageCapture } from '../page/read-posting';
import { ApiProblem, callApi } from './api';
import { readSettings } from './settings';

export type JobFields = {
  job_title: string;
  company: string;
  location: string;
  job_description: string;
  job_link: string;
};

const empty = (page: PageCapture | null): JobFields => ({
  job_title: page?.fields.job_title ?? '',
  company: page?.fields.company ?? '',
  location: page?.fields.location ?? '',
  job_description: page?.fields.job_description ?? '',
  job_link: page?.url ?? '',
});

/** Reads the posting in tab `tabId` (the page-reader bundle runs in the page; activeTab grants it). */
export async function readTab(tabId: number): Promise<PageCapture> {
  let results: chrome.scripting.InjectionResult<unknown>[];
  try {
    results = await chrome.scripting.executeScript({
      target: { tabId },
      files: ['page-reader.js'],
    });
  } catch {
    throw new ApiProblem({
      kind: 'failed',
      detail:
        'This page can’t be read by extensions (browser pages and extension stores are off limits). Open the job posting itself.',
    });
  }
  const page = results[0]?.result as PageCapture | undefined;
  if (!page)
    throw new ApiProblem({
      kind: 'failed',
      detail: 'The page did not answer. Reload it and try again.',
    });
  return page;
}

export type Captured = { fields: JobFields; source: string; problem: ApiProblem | null };

/** The server's reading of the page; on "no posting" the fields the page gave (maybe none) and the problem. */
export async function captureTab(tabId: number): Promise<Captured> {
  const page = await readTab(tabId);
  try {
    const { data } = await callApi<{ data: CapturedJob }>('jobs/capture', {
      body: {
        url: page.url,
        canonical_url: page.canonical_url,
        html: page.html,
        fields: page.fields,
      },
    });
    return {
      fields: {
        job_title: data.job_title ?? '',
        company: data.company ?? '',
        location: data.location ?? '',
        job_description: data.job_description,
        job_link: data.job_link ?? page.url,
      },
      source: data.source,
      problem: null,
    };
  } catch (error) {
    if (error instanceof ApiProblem && error.problem.kind === 'no-posting')
      return { fields: empty(page), source: 'none', problem: error };
    throw error;
  }
}

/** The user's applications that are this job (same company + title, or same link). */
export async function findTracked(fields: JobFields): Promise<DuplicateDto[]> {
  const query = new URLSearchParams();
  if (fields.job_link) query.set('job_link', fields.job_link);
  if (fields.company && fields.job_title) {
    query.set('company', fields.company);
    query.set('job_title', fields.job_title);
  }
  if (![...query.keys()].length) return [];
  return (await callApi<{ data: DuplicateDto[] }>(`applications/duplicates?${query}`)).data;
}

export type SaveStatus = 'Not Applied' | 'Applied';

/** Creates the application (Applied carries today's date, the user's local day). */
export async function saveJob(fields: JobFields, status: SaveStatus): Promise<{ id: string }> {
  if (!fields.job_title.trim() || !fields.company.trim())
    throw new ApiProblem({
      kind: 'failed',
      detail: 'Enter the job title and the company before saving.',
    });
  const today = new Date().toLocaleDateString('sv-SE');
  const notes = fields.location ? `Location: ${fields.location}` : null;
  const { application } = await callApi<{ application: { id: string } }>(
    'applications/add-new-application',
    {
      body: {
        job_title: fields.job_title,
        company: fields.company,
        status,
        applied_date: status === 'Applied' ? today : null,
        job_link: fields.job_link || null,
        job_description: fields.job_description || null,
        notes,
      },
    },
  );
  return application;
}

/** The user's current resume (started early: the popup fetches it while the page is read). */
export async function currentResume(): Promise<{ resume_json: unknown }> {
  try {
    return await callApi<{ resume_json: unknown }>('resumes/current');
  } catch (error) {
    if (
      error instanceof ApiProblem &&
      error.problem.kind === 'failed' &&
      /no saved resume/i.test(error.problem.detail)
    ) {
      throw new ApiProblem({
        kind: 'failed',
        detail: 'No resume saved in Pursuit yet. Save one in the resume editor, then try again.',
      });
    }
    throw error;
  }
}

/** The user's current resume scored against the description (the app's own analysis). */
export async function matchResume(
  jobDescription: string,
  current: Promise<{ resume_json: unknown }> = currentResume(),
): Promise<{ analysis: Analysis; resume: unknown }> {
  const saved = await current;
  const form = new FormData();
  form.set('resume', JSON.stringify(saved.resume_json));
  form.set('job_description', jobDescription);
  const { analysis } = await callApi<{ analysis: Analysis }>('ai/resume/reanalyze', { form });
  return { analysis, resume: saved.resume_json };
}

/** Hands the resume, its analysis and the description to the editor (temp store), opened in a new tab. */
export async function tailorResume(
  jobDescription: string,
  matched: { analysis: Analysis; resume: unknown } | null,
): Promise<void> {
  const { analysis, resume } = matched ?? (await matchResume(jobDescription));
  const { token } = await callApi<{ token: string }>('temp-store', {
    body: { resumeJson: resume, analysis, jobDescription },
  });
  const { server } = await readSettings();
  await chrome.tabs.create({
    url: `${server}/resume/edit?token=${encodeURIComponent(token)}&source=extension`,
  });
}

/** Marks the tab's toolbar button: ✓ when this page's job is already tracked. */
export async function markTracked(tabId: number, tracked: boolean): Promise<void> {
  await chrome.action.setBadgeText({ tabId, text: tracked ? '✓' : '' });
  if (tracked) await chrome.action.setBadgeBackgroundColor({ tabId, color: '#15803d' });
  await chrome.action.setTitle({
    tabId,
    title: tracked ? 'Pursuit Clipper — already tracked' : 'Pursuit Clipper',
  });
}

/** Exchanges a pairing code shown in Pursuit for the extension's token. */
export async function connect(code: string): Promise<string> {
  const { token } = await callApi<{ token: string }>('extension/connect', {
    body: { code: code.trim() },
    auth: false,
  });
  return token;
}
