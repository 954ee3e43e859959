// The filler in the page (apply.js): a content script on the ATS hosts (build.mjs lists them) and
// injected by the popup's "Fill this application" anywhere else. It adds a "Fill this application"
// button near an ATS form, fills on that click or the popup's message, keeps filling the new steps
// of multi-step forms, and on the person's own submit records what was sent (ADR 245).
import { fillPage, type DataSource, type FillState } from './fill-form';
import type { FillData } from './profile';
import { readForm } from './read-form';
import { readerFor } from './readers';
import { generic } from './readers/generic';
import { isConfirmation, mergeSnapshots, takeSnapshot, type SubmissionSnapshot } from './snapshot';
import { headline, type FillReport } from './summary';

type Answer = { report: FillReport } | { problem: string };
const PENDING = 'pursuit-apply-pending';
const FILLED = 'pursuit-apply-filled';

declare global {
  interface Window {
    __pursuitApply?: boolean;
  }
}

async function ask<T>(message: unknown): Promise<T> {
  const answer = (await chrome.runtime.sendMessage(message)) as
    { data: T } | { problem: string } | undefined;
  if (!answer) throw new Error('Pursuit Clipper did not answer. Reload the page and try again.');
  if ('problem' in answer) throw new Error(answer.problem);
  return answer.data;
}

// The profile and packet are fetched once a page; a later step asks only for its new questions.
let known: FillData | undefined;
const getData: DataSource = async (questions, jobUrl) =>
  (known = await ask<FillData>({ type: 'pursuit-apply-data', questions, job_url: jobUrl, known }));

function start() {
  const reader = readerFor(new URL(location.href));
  const state: FillState = { handled: new WeakSet(), outcomes: [] };
  let filling: Promise<Answer> | null = null;
  // Multi-step forms: each step's snapshot, taken as the person leaves it.
  const steps: Promise<SubmissionSnapshot>[] = [];
  let observer: MutationObserver | null = null;

  const fill = (): Promise<Answer> =>
    (filling ??= (async (): Promise<Answer> => {
      try {
        const result = await fillPage(document, location.href, getData, state);
        if (!result) return { problem: 'No application form found on this page.' };
        sessionStorage.setItem(FILLED, '1');
        if (reader.multiStep) followSteps();
        return { report: result.report };
      } catch (error) {
        return { problem: error instanceof Error ? error.message : 'Could not fill this form.' };
      } finally {
        filling = null;
      }
    })());

  // Multi-step forms: when a new step appears, fill its fields (those not handled yet).
  function followSteps() {
    if (observer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const read = readForm(document, location.href);
        if (read.fields.some((f) => !state.handled.has(f.field.element))) void fill();
      }, 250);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
  }

  // The button near an ATS form (added once the form is there; React boards render it late).
  function addButton() {
    if (reader === generic || document.querySelector('[data-pursuit-apply="button"]')) return true;
    const root = reader.root(document);
    if (!root || !readForm(document, location.href).fields.length) return false;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Fill this application';
    button.setAttribute('data-pursuit-apply', 'button');
    button.title = 'Pursuit fills the fields it is sure of; you review and submit';
    button.style.cssText =
      'display:block;margin:8px 0;padding:6px 12px;border-radius:6px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer';
    button.addEventListener('click', async () => {
      button.disabled = true;
      button.textContent = 'Filling…';
      const answer = await fill();
      button.disabled = false;
      button.textContent = 'report' in answer ? headline(answer.report) : answer.problem;
    });
    root.parentElement?.insertBefore(button, root);
    return true;
  }
  if (!addButton()) {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const watch = new MutationObserver(() => {
      pending ??= setTimeout(() => {
        pending = undefined;
        if (addButton()) watch.disconnect();
      }, 300);
    });
    watch.observe(document.documentElement, { childList: true, subtree: true });
    setTimeout(() => watch.disconnect(), 30_000);
  }

  chrome.runtime.onMessage.addListener((message, _sender, send) => {
    if ((message as { type?: string } | null)?.type !== 'pursuit-apply-fill') return false;
    // Frames without a form stay silent: the frame with the form answers.
    if (!readForm(document, location.href).fields.length) return false;
    void fill().then(send);
    return true;
  });

  // Proof of what was sent: the person's own submit (or the last step's Submit button) takes the
  // snapshot; it is recorded once the page confirms, here or on the confirmation page it opens.
  let sent = false;
  async function record(snapshot: SubmissionSnapshot) {
    if (sent) return;
    sent = true;
    sessionStorage.removeItem(PENDING);
    try {
      await ask<{ application_id: string }>({ type: 'pursuit-apply-submitted', snapshot });
      note('Saved in Pursuit: what you sent (answers, resume and letter).');
    } catch (error) {
      sent = false;
      note(`Pursuit could not save what you sent: ${error instanceof Error ? error.message : ''}`);
    }
  }
  function note(text: string) {
    const panel = document.getElementById('pursuit-apply-summary');
    const p = document.createElement('p');
    p.setAttribute('data-testid', 'pursuit-apply-recorded');
    p.textContent = text;
    if (panel) panel.prepend(p);
  }
  async function submitted() {
    if (!sessionStorage.getItem(FILLED) || sent) return;
    const last = takeSnapshot(document, location.href);
    const snapshot = mergeSnapshots(await Promise.all([...steps, last]));
    try {
      sessionStorage.setItem(PENDING, JSON.stringify(snapshot));
    } catch {
      // Too large for session storage: recorded from this page only.
    }
    const until = Date.now() + 30_000;
    const wait = setInterval(() => {
      if (isConfirmation(document)) {
        clearInterval(wait);
        void record(snapshot);
      } else if (Date.now() > until) clearInterval(wait);
    }, 200);
  }
  function nextStep() {
    if (sessionStorage.getItem(FILLED)) steps.push(takeSnapshot(document, location.href));
  }
  document.addEventListener('submit', () => void submitted(), true);
  document.addEventListener(
    'click',
    (event) => {
      // The element clicked, inside a web component's shadow root too (event.target is its host).
      const target = (event.composedPath()[0] ?? event.target) as Element | null;
      const button = target?.closest?.('button, input[type="submit"], [role="button"]');
      if (!button || button.closest('[data-pursuit-apply]')) return;
      const text = (button.textContent || (button as HTMLInputElement).value || '').trim();
      // A form's submit event follows, and reaches the document unless the form is in a shadow root.
      if (
        button.getAttribute('type') === 'submit' &&
        button.closest('form') &&
        button.getRootNode() === document
      )
        return;
      if (/^(submit|submit application|send application|apply|finish)$/i.test(text))
        void submitted();
      else if (/^(next|continue|save and continue)$/i.test(text)) nextStep();
    },
    true,
  );
  // Arrived on the confirmation page after a submit that left the page.
  const pending = sessionStorage.getItem(PENDING);
  if (pending && isConfirmation(document)) void record(JSON.parse(pending) as SubmissionSnapshot);
}

if (!window.__pursuitApply) {
  window.__pursuitApply = true;
  start();
}
