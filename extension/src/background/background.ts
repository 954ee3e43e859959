// Background: the browser-wide Alt+Shift+S shortcut saves the current tab's job without opening
// the popup (Not Applied), or asks the open popup to save, and the toolbar badge says how it went.
import { ApiProblem, problemText } from '../core/api';
import type { FillData } from '../apply/profile';
import { fetchFillData, recordSubmission } from '../core/apply-api';
import { captureTab, findTracked, markTracked, saveJob } from '../core/job';

async function saveActiveTab(tab: chrome.tabs.Tab | undefined) {
  const tabId = tab?.id ?? (await chrome.tabs.query({ active: true, currentWindow: true }))[0]?.id;
  if (tabId === undefined) return;
  try {
    const { fields, problem } = await captureTab(tabId);
    if (problem) throw problem;
    if (!(await findTracked(fields)).length) await saveJob(fields, 'Not Applied');
    await markTracked(tabId, true);
  } catch (error) {
    const text =
      error instanceof ApiProblem ? problemText(error.problem) : 'Could not save this job.';
    await chrome.action.setBadgeText({ tabId, text: '!' });
    await chrome.action.setBadgeBackgroundColor({ tabId, color: '#b91c1c' });
    await chrome.action.setTitle({ tabId, title: `Pursuit Clipper — ${text}` });
  }
}

chrome.commands.onCommand.addListener(async (command, tab) => {
  if (command !== 'save-job') return;
  // With the popup open the shortcut saves what the person sees there (edited fields, chosen status).
  const popups =
    (await chrome.runtime.getContexts?.({
      contextTypes: ['POPUP' as chrome.runtime.ContextType],
    })) ?? [];
  if (popups.length)
    await chrome.runtime.sendMessage({ type: 'pursuit-save' }).catch(() => undefined);
  else await saveActiveTab(tab);
});

// The filler in a page asks for what Pursuit knows (its fetches from the page would be the page's),
// and hands over the snapshot of what was sent.
chrome.runtime.onMessage.addListener((message: unknown, _sender, send) => {
  const m = message as {
    type?: string;
    questions?: string[];
    job_url?: string;
    known?: FillData;
    snapshot?: never;
  };
  const reply = (work: Promise<unknown>) => {
    work.then(
      (data) => send({ data }),
      (error: unknown) =>
        send({
          problem:
            error instanceof ApiProblem ? problemText(error.problem) : 'Pursuit could not answer.',
        }),
    );
    return true;
  };
  if (m?.type === 'pursuit-apply-data')
    return reply(fetchFillData(m.questions ?? [], String(m.job_url ?? ''), m.known));
  if (m?.type === 'pursuit-apply-submitted' && m.snapshot)
    return reply(recordSubmission(m.snapshot));
  return false;
});
