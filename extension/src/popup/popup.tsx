// The toolbar popup: reads the posting on the current tab, lets the person fix the fields, saves it,
// scores their resume against it as soon as it opens (the resume is fetched while the page is
// read), hands it to the editor, and fills the application form on the tab (ADR 245).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Analysis } from '@/lib/resume/analysis-schema';
import type { DuplicateDto } from '@/lib/contracts/application-answers';
import type { FillReport } from '../apply/summary';
import { headline } from '../apply/summary';
import { ApiProblem, problemText, type Problem } from '../core/api';
import { fillApplication } from '../core/apply-fill';
import {
  captureTab,
  connect,
  currentResume,
  findTracked,
  markTracked,
  matchResume,
  saveJob,
  tailorResume,
  type JobFields,
  type SaveStatus,
} from '../core/job';
import { readSettings, saveToken, type Settings } from '../core/settings';

type Stage = 'starting' | 'connect' | 'reading' | 'ready';
type Busy = null | 'save' | 'match' | 'tailor' | 'connect' | 'fill';

const problemOf = (error: unknown): Problem =>
  error instanceof ApiProblem
    ? error.problem
    : { kind: 'failed', detail: 'Something went wrong. Try again.' };

async function currentTabId(): Promise<number | null> {
  // Opened as a page (?tab=ID) the popup works on that tab; from the toolbar, on the active tab.
  const fromUrl = Number(new URLSearchParams(location.search).get('tab'));
  if (fromUrl) return fromUrl;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id ?? null;
}

function ConnectForm({
  server,
  onConnected,
  reconnect,
}: {
  server: string;
  onConnected: () => void;
  reconnect: boolean;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await saveToken(await connect(code));
      onConnected();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack" onSubmit={submit}>
      <h2>{reconnect ? 'Reconnect' : 'Connect to Pursuit'}</h2>
      <p className="muted">
        {reconnect
          ? problemText({ kind: 'reconnect' })
          : 'In Pursuit, open Profile → Connect browser extension and enter the code it shows.'}{' '}
        <a href={`${server}/my-profile#extension`} target="_blank" rel="noreferrer">
          Open Pursuit
        </a>
      </p>
      <label>
        Pairing code
        <input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCD-2345"
          required
        />
      </label>
      {problem && (
        <p role="alert" className="error">
          {problemText(problem)}
        </p>
      )}
      <button type="submit" disabled={busy || !code.trim()}>
        {busy ? 'Connecting…' : reconnect ? 'Reconnect' : 'Connect'}
      </button>
    </form>
  );
}

function MatchResult({ analysis }: { analysis: Analysis }) {
  return (
    <section className="match" aria-label="Resume match">
      <div className="scores">
        <p>
          <strong data-testid="ats-score">{analysis.ats_score}</strong>
          <span>ATS score</span>
        </p>
        <p>
          <strong data-testid="keyword-score">{analysis.keyword_match_score}</strong>
          <span>Keyword match</span>
        </p>
      </div>
      {analysis.missing_keywords.length > 0 && (
        <>
          <h3>Top missing keywords</h3>
          <ul className="chips">
            {analysis.missing_keywords.slice(0, 8).map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function Popup() {
  const [stage, setStage] = useState<Stage>('starting');
  const [server, setServer] = useState('');
  const [tabId, setTabId] = useState<number | null>(null);
  const [fields, setFields] = useState<JobFields | null>(null);
  const [status, setStatus] = useState<SaveStatus>('Not Applied');
  const [tracked, setTracked] = useState<DuplicateDto[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [savedNow, setSavedNow] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [matched, setMatched] = useState<{ analysis: Analysis; resume: unknown } | null>(null);
  const [reconnect, setReconnect] = useState(false);
  const [scoring, setScoring] = useState(false);
  const [filled, setFilled] = useState<FillReport | null>(null);
  const [fillProblem, setFillProblem] = useState<string | null>(null);

  const fail = useCallback((error: unknown) => {
    const p = problemOf(error);
    if (p.kind === 'reconnect' || p.kind === 'not-connected') {
      setReconnect(p.kind === 'reconnect');
      setStage('connect');
    }
    setProblem(p);
  }, []);

  const begin = useCallback(
    async (settings: Settings) => {
      setServer(settings.server);
      if (!settings.token) {
        setStage('connect');
        return;
      }
      setStage('reading');
      setProblem(null);
      try {
        const tab = await currentTabId();
        if (tab === null) throw new ApiProblem({ kind: 'failed', detail: 'No tab to read.' });
        setTabId(tab);
        // The score shows without a click: the resume is fetched while the page is read.
        const resume = currentResume();
        resume.catch(() => undefined);
        const captured = await captureTab(tab);
        setFields(captured.fields);
        if (captured.problem) setProblem(captured.problem.problem);
        setStage('ready');
        const description = captured.fields.job_description;
        if (!captured.problem && description.trim().length >= 40) {
          setScoring(true);
          matchResume(description, resume)
            .then(setMatched, () => undefined) // no resume yet: the Match button says why
            .finally(() => setScoring(false));
        }
        const found = await findTracked(captured.fields);
        setTracked(found);
        await markTracked(tab, found.length > 0);
      } catch (error) {
        // The resume fetched alongside may be the call that found the token revoked (and forgot
        // it): with a token at the start, "not connected" means the connection was revoked.
        fail(
          problemOf(error).kind === 'not-connected' ? new ApiProblem({ kind: 'reconnect' }) : error,
        );
        setStage((s) => (s === 'reading' ? 'ready' : s));
      }
    },
    [fail],
  );

  const start = useCallback(() => readSettings().then(begin), [begin]);

  useEffect(() => {
    void readSettings().then(begin);
  }, [begin]);

  const save = useCallback(async () => {
    if (!fields || busy || tracked.length) return;
    setBusy('save');
    setProblem(null);
    try {
      const found = await findTracked(fields);
      if (found.length) {
        setTracked(found);
      } else {
        const application = await saveJob(fields, status);
        setTracked([
          {
            id: application.id,
            job_title: fields.job_title,
            company: fields.company,
            status,
            applied_date: null,
            created_at: new Date().toISOString(),
          },
        ]);
        setSavedNow(true);
      }
      if (tabId !== null) await markTracked(tabId, true);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }, [fields, busy, tracked, status, tabId, fail]);

  // Alt+Shift+S saves from the popup too (the same keys as the browser-wide shortcut).
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === 'KeyS') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    // The browser-wide command reaches the background first; it forwards to the open popup.
    const onMessage = (message: unknown) => {
      if ((message as { type?: string } | null)?.type === 'pursuit-save') void saveRef.current();
    };
    window.addEventListener('keydown', onKey);
    chrome.runtime.onMessage.addListener(onMessage);
    return () => {
      window.removeEventListener('keydown', onKey);
      chrome.runtime.onMessage.removeListener(onMessage);
    };
  }, []);

  const match = async () => {
    if (!fields) return;
    setBusy('match');
    setProblem(null);
    try {
      setMatched(await matchResume(fields.job_description));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const fill = async () => {
    if (tabId === null) return;
    setBusy('fill');
    setFillProblem(null);
    setFilled(null);
    const answer = await fillApplication(tabId);
    if ('report' in answer) setFilled(answer.report);
    else setFillProblem(answer.problem);
    setBusy(null);
  };

  const tailor = async () => {
    if (!fields) return;
    setBusy('tailor');
    setProblem(null);
    try {
      await tailorResume(fields.job_description, matched);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const set =
    (key: keyof JobFields) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setFields((f) => (f ? { ...f, [key]: event.target.value } : f));
      if (key !== 'job_description') setTracked([]);
    };

  return (
    <main>
      <header>
        <h1>Pursuit Clipper</h1>
        <button type="button" className="link" onClick={() => chrome.runtime.openOptionsPage()}>
          Options
        </button>
      </header>
      {stage === 'starting' && <p className="muted">Starting…</p>}
      {stage === 'connect' && (
        <ConnectForm
          server={server}
          reconnect={reconnect}
          onConnected={() => {
            setReconnect(false);
            void start();
          }}
        />
      )}
      {stage === 'reading' && (
        <p className="muted" role="status">
          Reading this page…
        </p>
      )}
      {stage !== 'connect' && problem && (
        <p role="alert" className="error">
          {problemText(problem)}
        </p>
      )}
      {stage === 'ready' && fields && (
        <form className="stack" onSubmit={(e) => (e.preventDefault(), void save())}>
          {tracked[0] && (
            <p className="tracked" role="status">
              {savedNow
                ? `Saved to Pursuit (${tracked[0].status}).`
                : `Already tracked in Pursuit (${tracked[0].status}).`}{' '}
              <a href={`${server}/applications/${tracked[0].id}`} target="_blank" rel="noreferrer">
                Open it
              </a>
            </p>
          )}
          <label>
            Job title
            <input value={fields.job_title} onChange={set('job_title')} required maxLength={200} />
          </label>
          <label>
            Company
            <input value={fields.company} onChange={set('company')} required maxLength={200} />
          </label>
          <label>
            Location
            <input value={fields.location} onChange={set('location')} maxLength={200} />
          </label>
          <label>
            Link
            <input value={fields.job_link} onChange={set('job_link')} type="url" />
          </label>
          <label>
            Description
            <textarea value={fields.job_description} onChange={set('job_description')} rows={5} />
          </label>
          {!tracked.length && (
            <fieldset className="row">
              <legend>Status</legend>
              <label className="inline">
                <input
                  type="radio"
                  name="status"
                  checked={status === 'Not Applied'}
                  onChange={() => setStatus('Not Applied')}
                />{' '}
                Not applied
              </label>
              <label className="inline">
                <input
                  type="radio"
                  name="status"
                  checked={status === 'Applied'}
                  onChange={() => setStatus('Applied')}
                />{' '}
                Applied today
              </label>
            </fieldset>
          )}
          <div className="row">
            {!tracked.length && (
              <button type="submit" disabled={busy !== null} title="Alt+Shift+S">
                {busy === 'save' ? 'Saving…' : 'Save'}
              </button>
            )}
            <button
              type="button"
              className="secondary"
              disabled={busy !== null || scoring || fields.job_description.trim().length < 40}
              onClick={match}
            >
              {busy === 'match' || scoring ? 'Scoring…' : 'Match'}
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy !== null || fields.job_description.trim().length < 40}
              onClick={tailor}
            >
              {busy === 'tailor' ? 'Opening…' : 'Tailor my resume'}
            </button>
          </div>
          {matched && <MatchResult analysis={matched.analysis} />}
        </form>
      )}
      {stage === 'ready' && (
        <section className="stack" aria-label="Application form">
          <button type="button" disabled={busy !== null} onClick={fill}>
            {busy === 'fill' ? 'Filling…' : 'Fill this application'}
          </button>
          {filled && (
            <p role="status" data-testid="fill-summary">
              {headline(filled)}. Review the form, then submit it yourself.
            </p>
          )}
          {fillProblem && (
            <p role="alert" className="error">
              {fillProblem}
            </p>
          )}
        </section>
      )}
    </main>
  );
}
