// Autofill figures per ATS (ADR 245), in system Chromium on the hand-written application forms of
// test/fixtures/apply-forms served on loopback under their real host names: the filler (the same
// code as the extension's apply.js, injected without the extension) fills each form with the
// fixture profile; the page's own state (page-state.js) is compared with forms.json's truth.
//   right %:  fields whose answer is in the profile that hold exactly that answer;
//   wrong:    fields holding anything else — a value where none belongs included (target 0);
//   resume:   the resume file attached where the form has a file input for it;
//   self-id:  self-identification fields hold the profile's choice or nothing;
//   fill p50: click to summary (report.ms) over BENCH_AUTOFILL_ROUNDS loads of each form.
// Workday fills each step as it appears (the content script's MutationObserver; here after each
// Save and Continue). Run: npx tsx bench/extension/autofill.ts
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { chromium, type Frame, type Page } from '@playwright/test';
import { readApplyForms, startApplyForms, type ApplyForm as Form } from '@/e2e/peers/apply-forms';

const ROUNDS = Number(process.env.BENCH_AUTOFILL_ROUNDS ?? 5);
const dir = 'test/fixtures/apply-forms';
const forms = readApplyForms();
const fixture = JSON.parse(readFileSync(`${dir}/profile.json`, 'utf8'));
const data = {
  profile: fixture.profile,
  answers: fixture.answers,
  packet: {
    application_id: null,
    resume: {
      filename: fixture.resume.filename,
      media_type: 'application/pdf',
      sha256: '',
      content_base64: readFileSync(fixture.resume.file).toString('base64'),
    },
    cover_letter: { text: fixture.cover_letter },
  },
};

const bundle = (
  await esbuild.build({
    entryPoints: ['bench/extension/autofill-entry.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'chrome120',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  })
).outputFiles[0]!.text;

const server = await startApplyForms(0);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--host-resolver-rules=${server.hostRules}`,
    '--ignore-certificate-errors',
  ],
});

type Report = { ms: number; filled: number; total: number } | null;
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const empty = (v: unknown) =>
  v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && !v.length);

async function fillOnce(page: Page, file: string, form: Form) {
  await page.goto(form.outer?.url ?? form.url);
  const frame: Frame | Page = form.outer
    ? await (await page.waitForSelector('iframe')).contentFrame().then((f) => f!)
    : page;
  await frame.waitForFunction(() => '__formState' in window);
  await frame.addScriptTag({ content: bundle });
  const times: number[] = [];
  for (let step = 0; step < (form.steps ?? 1); step++) {
    if (step > 0) {
      await frame.click('[data-automation-id="bottom-navigation-next-button"]');
      await frame.waitForTimeout(50);
    }
    const report = (await frame.evaluate(
      (d) =>
        (window as never as { __pursuitFill: (x: unknown) => Promise<Report> }).__pursuitFill(d),
      data,
    )) as Report;
    if (!report) throw new Error(`${file}: no form found`);
    times.push(report.ms);
  }
  const state = (await frame.evaluate(
    () => (window as never as { __formState: Record<string, unknown> }).__formState,
  )) as Record<string, unknown>;
  const submitted = await frame.evaluate(
    () => (window as never as { __submitted: number }).__submitted,
  );
  return { state, ms: times[0]!, submitted };
}

const rows: string[][] = [];
const totals = { inProfile: 0, right: 0, wrong: 0 };
const page = await browser.newPage({ ignoreHTTPSErrors: true });
for (const [file, form] of Object.entries(forms)) {
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof fillOnce>> | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    last = await fillOnce(page, file, form);
    times.push(last.ms);
  }
  const { state, submitted } = last!;
  const inProfile = Object.entries(form.truth).filter(([, v]) => v !== null);
  const right = inProfile.filter(([k, v]) => state[k] === v).length;
  const wrongKeys = Object.entries(form.truth).filter(
    ([k, v]) => !empty(state[k]) && state[k] !== v,
  );
  const resumeKey = inProfile.find(([, v]) => v === fixture.resume.filename)?.[0];
  const resume = resumeKey
    ? state[resumeKey] === fixture.resume.filename && Number(state[`${resumeKey}:size`]) > 0
      ? 'yes'
      : 'NO'
    : 'n/a';
  const selfId = form.self_id.every((k) => empty(state[k]) || state[k] === form.truth[k])
    ? 'yes'
    : 'NO';
  totals.inProfile += inProfile.length;
  totals.right += right;
  totals.wrong += wrongKeys.length;
  rows.push([
    `${form.ats} (${file})`,
    `${right}/${inProfile.length} = ${Math.round((100 * right) / inProfile.length)} %`,
    String(wrongKeys.length) +
      (wrongKeys.length
        ? ` (${wrongKeys.map(([k]) => `${k}=${JSON.stringify(state[k])}`).join('; ')})`
        : ''),
    resume,
    selfId,
    `${p50(times)} ms`,
    submitted ? `SUBMITTED ${submitted}` : 'no',
  ]);
  const missed = inProfile.filter(([k, v]) => state[k] !== v);
  if (missed.length && process.argv.includes('--verbose'))
    for (const [k, v] of missed)
      console.log(`  ${file}: ${k} want ${JSON.stringify(v)} got ${JSON.stringify(state[k])}`);
}
await browser.close();
await server.close();

const head = [
  'ATS (form)',
  'in-profile filled right',
  'filled wrong',
  'resume attached',
  'self-id from profile only',
  'fill p50',
  'submitted',
];
console.log(`autofill on ${Object.keys(forms).length} hand-written forms, ${ROUNDS} loads each`);
console.log([head, ...rows].map((r) => r.join(' | ')).join('\n'));
console.log(
  `overall: ${totals.right}/${totals.inProfile} = ${Math.round((100 * totals.right) / totals.inProfile)} % right, ${totals.wrong} wrong`,
);
