// Pursuit Clipper figures (ADR 160), in-process on an in-memory PGlite with a real
// extension token from the pairing routes:
//   capture: the in-page reader on the page (linkedom stands in for the browser's DOM: an upper
//            bound) and POST /api/jobs/capture with the page's HTML and those fields — p50 each;
//   save:    the duplicate check + POST add-new-application, as the popup does — p50;
//   match:   GET resumes/current + POST ai/resume/reanalyze for a 2-page resume — p50;
//   open → score: what the popup does when it opens on a posting (ADR 245): the current resume
//            fetched while the page is read and captured, then reanalyze with the captured
//            description — p50 over the board pages (target < 1000 ms);
//   accuracy per board on the dev corpus's saved job pages (as saved and without JSON-LD): title,
//            company, location = the upstream tests' assertions, description word recall /
//            precision vs the page's real description; server reader and in-page reader.
// Run: npx tsx --conditions=react-server bench/extension/clipper.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

process.env.PGLITE_DIR = 'memory://';
delete process.env.DATABASE_URL;
process.env.LOG_LEVEL ??= 'silent';
process.env.TOKEN_RATE_LIMIT_PER_MINUTE ??= '100000';

const { DOMParser, parseHTML } = await import('linkedom');
const capture = await import('@/app/api/jobs/capture/route');
const pairing = await import('@/app/api/extension/pairing-code/route');
const connect = await import('@/app/api/extension/connect/route');
const duplicates = await import('@/app/api/applications/duplicates/route');
const add = await import('@/app/api/applications/add-new-application/route');
const current = await import('@/app/api/resumes/current/route');
const structure = await import('@/app/api/ai/resume/structure/route');
const reanalyze = await import('@/app/api/ai/resume/reanalyze/route');
const { readPosting } = await import('@/extension/src/page/read-posting');
const { wordAgreement } = await import('@/bench/ai/url-import-agreement');
const { callRoute } = await import('@/test/call-route');
const { createUser } = await import('@/test/factories');
const { corpusDir } = await import('@/bench/corpus');

const ROUNDS = Number(process.env.BENCH_CLIPPER_ROUNDS ?? 7);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => Math.round(n * 10) / 10;
const readInPage = (html: string, url: string) =>
  readPosting(
    parseHTML(html).document as unknown as Document,
    url,
    new DOMParser() as unknown as globalThis.DOMParser,
  );
const withoutJsonLd = (html: string) =>
  html.replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, '');

const user = await createUser();
const code = (await callRoute(pairing.POST, { method: 'POST', token: user.token })).body
  .code as string;
const token = (await callRoute(connect.POST, { body: { code } })).body.token as string;

// Pages: the dev corpus's saved job pages and our hand-written page per board.
const corpusPages = path.join(corpusDir, 'job_pages_html');
const fixtures = 'test/fixtures/job-pages';
const pages: { name: string; html: string }[] = [
  ...(existsSync(corpusPages)
    ? readdirSync(corpusPages)
        .filter((f) => f.endsWith('.html'))
        .map((f) => ({
          name: `corpus ${f.split('_')[0]}`,
          html: readFileSync(path.join(corpusPages, f), 'utf8'),
        }))
    : []),
  ...readdirSync(fixtures)
    .filter((f) => f.startsWith('board-') && f.endsWith('.html'))
    .map((f) => ({
      name: f.replace(/\.html$/, ''),
      html: readFileSync(path.join(fixtures, f), 'utf8'),
    })),
];

type TimingRow = Record<'page', string> &
  Record<
    | 'KB html'
    | 'in-page read p50 ms (linkedom)'
    | 'capture route p50 ms'
    | 'read + route p50 ms'
    | 'save p50 ms',
    number
  >;
const timing: TimingRow[] = [];
let saved = 0;
for (const page of pages) {
  const read: number[] = [];
  const server: number[] = [];
  const save: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const url = `https://jobs.example.test/${page.name.replace(/\W+/g, '-')}/${i}?utm_source=bench`;
    const t0 = performance.now();
    const inPage = readInPage(page.html, url);
    const t1 = performance.now();
    const res = await callRoute(capture.POST, {
      token,
      body: { url: inPage.url, canonical_url: null, html: inPage.html, fields: inPage.fields },
    });
    const t2 = performance.now();
    if (res.status !== 200)
      throw new Error(`${page.name}: capture answered ${res.status} ${JSON.stringify(res.body)}`);
    read.push(t1 - t0);
    server.push(t2 - t1);
    const job = res.body.data;
    const t3 = performance.now();
    await callRoute(duplicates.GET, {
      token,
      path: `/api/applications/duplicates?job_link=${encodeURIComponent(job.job_link)}&company=${encodeURIComponent(job.company ?? 'x')}&job_title=${encodeURIComponent(`${job.job_title ?? 'x'} ${i}`)}`,
    });
    const created = await callRoute(add.POST, {
      token,
      body: {
        job_title: `${job.job_title ?? 'Untitled'} ${i}`,
        company: job.company ?? 'Unknown',
        status: 'Not Applied',
        job_link: job.job_link,
        job_description: job.job_description,
      },
    });
    save.push(performance.now() - t3);
    if (created.status === 201) saved++;
  }
  timing.push({
    page: page.name,
    'KB html': Math.round(page.html.length / 1024),
    'in-page read p50 ms (linkedom)': ms(p50(read)),
    'capture route p50 ms': ms(p50(server)),
    'read + route p50 ms': ms(p50(read.map((r, i) => r + server[i]!))),
    'save p50 ms': ms(p50(save)),
  });
}
console.log(
  `## Capture and save (${ROUNDS} rounds a page, extension token; ${saved} applications created)`,
);
console.table(timing);
const all = (key: Exclude<keyof TimingRow, 'page'>) => p50(timing.map((t) => t[key]));
console.log(
  `p50 over pages: capture (read + route) ${all('read + route p50 ms')} ms (target < 300), save ${all('save p50 ms')} ms (target < 500)`,
);

// Match: a 2-page resume (the fixture PDF, structured by the app) as the user's current resume.
const pdf = readFileSync('test/fixtures/resumes/maya-chen-backend.pdf');
const form = new FormData();
form.append(
  'resume',
  new Blob([pdf as BlobPart], { type: 'application/pdf' }),
  'maya-chen-backend.pdf',
);
const structured = await callRoute(structure.POST, { method: 'POST', form, token: user.token });
await callRoute(current.PUT, {
  method: 'PUT',
  token: user.token,
  body: { resume_json: structured.body.resume_json },
});
const match: number[] = [];
const description = readFileSync(
  path.join(fixtures, '..', 'postings', 'backend-platform.txt'),
  'utf8',
);
for (let i = 0; i < ROUNDS; i++) {
  const t0 = performance.now();
  const resume = await callRoute(current.GET, { token });
  const f = new FormData();
  f.set('resume', JSON.stringify(resume.body.resume_json));
  f.set('job_description', description);
  const scored = await callRoute(reanalyze.POST, { method: 'POST', form: f, token });
  match.push(performance.now() - t0);
  if (scored.status !== 200) throw new Error(`match answered ${scored.status}`);
}
console.log(
  `\n## Match (current resume + reanalyze, ${ROUNDS} rounds): p50 ${ms(p50(match))} ms, max ${ms(Math.max(...match))} ms (target < 1000)`,
);

// Open → score: the popup's sequence on opening, the resume fetch in parallel with the capture.
const opened: number[] = [];
const boardPages = pages.filter((p) => p.name.startsWith('board-'));
// Reanalyze allows 60 calls a minute per user: the match rounds above plus these stay under it.
const OPEN_ROUNDS = Math.min(ROUNDS, 3);
for (let i = 0; i < OPEN_ROUNDS; i++) {
  for (const page of boardPages) {
    const url = `https://jobs.example.test/open/${page.name}/${i}`;
    const t0 = performance.now();
    const resume = callRoute(current.GET, { token });
    const inPage = readInPage(page.html, url);
    const captured = await callRoute(capture.POST, {
      token,
      body: { url: inPage.url, canonical_url: null, html: inPage.html, fields: inPage.fields },
    });
    const f = new FormData();
    f.set('resume', JSON.stringify((await resume).body.resume_json));
    f.set('job_description', captured.body.data.job_description);
    const scored = await callRoute(reanalyze.POST, { method: 'POST', form: f, token });
    opened.push(performance.now() - t0);
    if (scored.status !== 200) throw new Error(`open → score answered ${scored.status}`);
  }
}
console.log(
  `## Popup open → score (resume fetched during the capture, ${boardPages.length} board pages × ${OPEN_ROUNDS}): p50 ${ms(p50(opened))} ms, max ${ms(Math.max(...opened))} ms (target < 1000)`,
);

// Field accuracy per board on the dev corpus's saved pages.
const pct = (n: number) => `${Math.round(n * 100)}%`;
const accuracy: Record<string, string>[] = [];
for (const file of existsSync(corpusPages)
  ? readdirSync(corpusPages).filter((f) => f.endsWith('.html'))
  : []) {
  const expectedFile = path.join(
    corpusPages,
    '_expected',
    file.replace(/\.html$/, '.expected.json'),
  );
  const refFile = path.join(
    corpusDir,
    'job_descriptions/text_from_html',
    file.replace(/\.html$/, '.txt'),
  );
  if (!existsSync(expectedFile) || !existsSync(refFile)) continue;
  const asserted = JSON.parse(readFileSync(expectedFile, 'utf8')).asserted_by_upstream_tests ?? {};
  const reference = readFileSync(refFile, 'utf8');
  const html = readFileSync(path.join(corpusPages, file), 'utf8');
  for (const [variant, page] of [
    ['as saved', html],
    ['no JSON-LD', withoutJsonLd(html)],
  ] as const) {
    const inPage = readInPage(page, `https://jobs.example.test/${file}`);
    const res = await callRoute(capture.POST, {
      token,
      body: { url: inPage.url, html: inPage.html, fields: null },
    });
    const server = res.body.data ?? {};
    for (const [reader, got] of [
      [
        'server',
        {
          title: server.job_title,
          company: server.company,
          location: server.location,
          description: server.job_description ?? '',
        },
      ],
      [
        'in-page',
        {
          title: inPage.fields.job_title,
          company: inPage.fields.company,
          location: inPage.fields.location,
          description: inPage.fields.job_description ?? '',
        },
      ],
    ] as const) {
      const a = wordAgreement(got.description, reference);
      const check = (k: 'title' | 'company' | 'location') =>
        asserted[k] === undefined
          ? '–'
          : got[k] === asserted[k]
            ? 'ok'
            : `✗ ${String(got[k]).slice(0, 24)}`;
      accuracy.push({
        board: file.split('_')[0] ?? file,
        variant,
        reader,
        title: check('title'),
        company: check('company'),
        location: check('location'),
        'desc recall': pct(a.recall),
        'desc precision': pct(a.precision),
      });
    }
  }
}
console.log(
  '\n## Fields read on the dev corpus’s saved job pages, per board (upstream-asserted fields; description words vs the real description)',
);
console.table(accuracy);
process.exit(0);
