// URL import figures: time per import (fetch + read) for the saved corpus job pages, our
// fixture pages and the board APIs, all served by the local job-pages server; how close the
// corpus imports are to the fields their upstream tests assert; and description agreement (word
// recall / precision vs the page's real description, job_descriptions/text_from_html) per board,
// for the page as saved and with its JSON-LD removed (what a board that ships none, e.g. a LinkedIn
// guest page or SEEK, leaves to the embedded-state, board-markup and Readability readers).
// Run: npx tsx --conditions=react-server bench/ai/url-import.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startJobPages } from '@/e2e/peers/job-pages';
import { resetEnvForTests } from '@/server/env';
import { importJobDescription } from '@/server/jd-import/import-job-description';
import { readJobPage } from '@/server/jd-import/read-job-page';
import { wordAgreement } from './url-import-agreement';
import { corpusDir, requireCorpus } from '../corpus';

requireCorpus('bench/ai/url-import.ts');
const corpusPages = path.join(corpusDir, 'job_pages_html');
const server = await startJobPages(0, { pageDirs: [corpusPages] });
process.env.JD_IMPORT_ALLOW_LOOPBACK = 'true';
process.env.JD_IMPORT_GREENHOUSE_API_URL = `${server.url}/greenhouse`;
process.env.JD_IMPORT_LEVER_API_URL = `${server.url}/lever`;
process.env.JD_IMPORT_ASHBY_API_URL = `${server.url}/ashby`;
process.env.JD_IMPORT_WORKDAY_API_URL = `${server.url}/workday`;
process.env.LOG_LEVEL = 'silent';
resetEnvForTests();

const ats = path.join(corpusDir, 'job_descriptions/json/ats_api');
const targets: { name: string; url: string; expect?: Record<string, string> }[] = [];
for (const file of readdirSync(corpusPages).filter((f) => f.endsWith('.html'))) {
  const expectedFile = path.join(
    corpusPages,
    '_expected',
    file.replace(/\.html$/, '.expected.json'),
  );
  const asserted = existsSync(expectedFile)
    ? JSON.parse(readFileSync(expectedFile, 'utf8')).asserted_by_upstream_tests
    : undefined;
  targets.push({
    name: `corpus ${file.slice(0, 40)}`,
    url: `${server.url}/pages/${file}`,
    expect: asserted,
  });
}
for (const file of ['jsonld-direct.html', 'jsonld-graph.html', 'readable.html'])
  targets.push({ name: `fixture ${file}`, url: `${server.url}/pages/${file}` });
targets.push({
  name: 'greenhouse API (corpus)',
  url: JSON.parse(readFileSync(path.join(ats, 'greenhouse_jobs_anthropic.json'), 'utf8')).jobs[0]
    .absolute_url,
});
targets.push({
  name: 'lever API (corpus)',
  url: JSON.parse(readFileSync(path.join(ats, 'lever_postings_spotify.json'), 'utf8'))[0].hostedUrl,
});
targets.push({
  name: 'ashby API (corpus)',
  url: JSON.parse(readFileSync(path.join(ats, 'ashby_jobs.json'), 'utf8')).jobs[0].jobUrl,
});
targets.push({
  name: 'workday CXS API (corpus)',
  url: JSON.parse(readFileSync(path.join(ats, 'workday_job_detail.json'), 'utf8')).jobPostingInfo
    .externalUrl,
});

const RUNS = 5;
const rows = [];
for (const target of targets) {
  const times: number[] = [];
  let job: Awaited<ReturnType<typeof importJobDescription>> | null = null;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    job = await importJobDescription({ url: target.url });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const fields = target.expect
    ? (['title', 'company', 'location'] as const).filter((k) => target.expect?.[k] !== undefined)
    : [];
  const right = fields.filter((k) => job?.[k] === target.expect?.[k]).length;
  const contains = target.expect?.description_contains
    ? job?.job_description.includes(target.expect.description_contains)
      ? 'yes'
      : 'NO'
    : '';
  rows.push({
    target: target.name,
    source: job?.source,
    chars: job?.job_description.length,
    'p50 ms': Math.round(times[Math.floor(RUNS / 2)]!),
    'max ms': Math.round(times.at(-1)!),
    'fields = upstream': fields.length ? `${right}/${fields.length}` : '',
    'has asserted text': contains,
  });
}
console.table(rows);

const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
const agreement = [];
for (const file of readdirSync(corpusPages).filter((f) => f.endsWith('.html'))) {
  const refFile = path.join(
    corpusDir,
    'job_descriptions/text_from_html',
    file.replace(/\.html$/, '.txt'),
  );
  if (!existsSync(refFile)) continue;
  const reference = readFileSync(refFile, 'utf8');
  const html = readFileSync(path.join(corpusPages, file), 'utf8');
  const asserted =
    JSON.parse(
      readFileSync(
        path.join(corpusPages, '_expected', file.replace(/\.html$/, '.expected.json')),
        'utf8',
      ),
    ).asserted_by_upstream_tests ?? {};
  for (const [variant, page] of [
    ['as saved', html],
    ['no JSON-LD', html.replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, '')],
  ] as const) {
    const job = readJobPage({ html: page });
    const a = wordAgreement(job?.job_description ?? '', reference);
    const fields = (['title', 'company', 'location'] as const).filter(
      (k) => asserted[k] !== undefined,
    );
    agreement.push({
      page: file.split('_')[0],
      variant,
      reader: job?.source ?? 'none',
      recall: pct(a.recall),
      precision: pct(a.precision),
      'title/company/location = upstream': `${fields.filter((k) => job?.[k] === asserted[k]).length}/${fields.length}`,
      lines: job?.job_description.split('\n').length ?? 0,
    });
  }
}
console.log('\n## Description agreement with the real description, per board');
console.table(agreement);
await server.close();
process.exit(0);
