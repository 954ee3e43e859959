import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '@/lib/resume/resume-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { resetEnvForTests } from '@/server/env';
import { closeBrowser } from '@/server/resumes/pdf/get-browser';
import { renderPdf } from '@/server/resumes/pdf/render-pdf';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as exportPdf } from './route';
import { POST as warm } from './warm/route';

// A local server that counts every request: exported markup must never reach it.
let hits: string[] = [];
let server: Server;
let origin = '';
let user: TestUser;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/plain' }).end('x');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  user = await createUser();
});

afterAll(async () => {
  await closeBrowser();
  await new Promise((r) => server.close(r));
});

async function readPdf(bytes: Uint8Array) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    const text = await parser.getText();
    return { info, text };
  } finally {
    await parser.destroy();
  }
}

const a4 = { width: 595.28, height: 841.89 };
function expectA4(pages: { width: number; height: number }[]) {
  expect(pages.length).toBeGreaterThan(0);
  for (const p of pages) {
    expect(Math.abs(p.width - a4.width)).toBeLessThan(2);
    expect(Math.abs(p.height - a4.height)).toBeLessThan(2);
  }
}

function expectInOrder(text: string, needles: string[]) {
  let at = -1;
  for (const needle of needles) {
    const i = text.indexOf(needle, at + 1);
    expect(i, `"${needle}" after position ${at}`).toBeGreaterThan(at);
    at = i;
  }
}

const flat = (s: string) => s.replace(/\s+/g, ' ');

const resume: Resume = resumeSchema.parse({
  header: {
    fullName: 'Ada Lovelace',
    title: 'Senior Software Engineer',
    email: 'ada@example.test',
    phone: '+44 20 7946 0000',
    location: 'London, UK',
    linkedin: 'linkedin.com/in/ada',
  },
  summary: 'Engineer who turns analytical engines into shipped products.',
  experience: [
    {
      role: 'Staff Engineer',
      company: 'Analytical Engines Ltd',
      location: 'London',
      startDate: 'Jan 2020',
      endDate: 'Present',
      achievements: ['Cut report latency by 63% with a streaming pipeline', 'Mentored 5 engineers'],
    },
    {
      role: 'Engineer',
      company: 'Difference Works',
      startDate: '2016',
      endDate: '2019',
      achievements: ['Built the billing service'],
    },
  ],
  projects: [
    {
      name: 'Note G',
      techStack: ['TypeScript', 'PostgreSQL'],
      description: 'Bernoulli numbers, computed.',
    },
  ],
  education: [{ degree: 'BSc Mathematics', institution: 'University of London', endDate: '2015' }],
  skills: { Languages: ['TypeScript', 'Python'], Tools: ['Docker', 'Kubernetes'] },
  certifications: 'AWS Certified Solutions Architect',
  order: ['summary', 'experience', 'skills', 'projects', 'education', 'certifications'],
});

describe('POST /api/resume/export', () => {
  it('prints resume_json through the shared template: A4, named file, every section in order', async () => {
    const res = await callRoute(exportPdf, { token: user.token, body: { resume_json: resume } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      'filename="Ada Lovelace - Resume.pdf"',
    );
    const bytes = new Uint8Array(await res.response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { info, text } = await readPdf(bytes);
    expectA4(info.pages);
    expect(bytes.length).toBeGreaterThan(2000);
    // The fonts are embedded as TrueType subsets (not Type 3 drawings): same look everywhere, real text.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans/);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/Subtype \/Type3/);
    expectInOrder(flat(text.text), [
      'Ada Lovelace',
      'Senior Software Engineer',
      'ada@example.test',
      'SUMMARY',
      'analytical engines into shipped products',
      'EXPERIENCE',
      'Staff Engineer',
      'Analytical Engines Ltd',
      'Cut report latency by 63%',
      'Mentored 5 engineers',
      'Difference Works',
      'SKILLS',
      'Languages:',
      'TypeScript, Python',
      'Tools:',
      'PROJECTS',
      'Note G',
      'TypeScript, PostgreSQL',
      'EDUCATION',
      'BSc Mathematics',
      'CERTIFICATIONS',
      'AWS Certified Solutions Architect',
    ]);
  });

  it('prints sanitised html: scripts, handlers and external resources have no effect and make no request', async () => {
    hits = [];
    const html = `
      <meta http-equiv="refresh" content="0;url=${origin}/refresh">
      <link rel="stylesheet" href="${origin}/style.css">
      <link rel="prefetch" href="${origin}/prefetch">
      <link rel="preconnect" href="${origin}/">
      <style>@import url("${origin}/import.css"); body { background: url("${origin}/bg.png") }</style>
      <article class="resume-doc">
        <h1 class="resume-name">Grace Hopper</h1>
        <section class="resume-section"><h2 class="resume-section-title">Experience</h2>
          <p onclick="alert(1)" style="background-image:url(${origin}/inline.png)">Invented the first compiler</p>
          <img src="${origin}/pixel.png" alt="">
          <img src="x" onerror="this.src='${origin}/onerror'">
          <iframe src="${origin}/frame"></iframe>
          <object data="${origin}/object"></object>
          <video src="${origin}/video" poster="${origin}/poster"></video>
          <script>document.body.innerHTML = 'HACKED'; fetch('${origin}/script');</script>
        </section>
      </article>`;
    const res = await callRoute(exportPdf, { token: user.token, body: { html } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'filename="Grace Hopper - Resume.pdf"',
    );
    const { info, text } = await readPdf(new Uint8Array(await res.response.arrayBuffer()));
    expectA4(info.pages);
    expectInOrder(flat(text.text), ['Grace Hopper', 'EXPERIENCE', 'Invented the first compiler']);
    expect(text.text).not.toContain('HACKED');
    expect(text.text).not.toContain('fetch(');
    expect(hits).toEqual([]);
  });

  it('Chromium itself runs the page with JS off and no network, even for unsanitised markup', async () => {
    hits = [];
    const markup = `
      <link rel="stylesheet" href="${origin}/raw.css"><link rel="prefetch" href="${origin}/raw-prefetch">
      <link rel="preconnect" href="${origin}"><link rel="dns-prefetch" href="${origin}">
      <style>@import url("${origin}/raw-import.css");</style>
      <p id="t">Static text</p><img src="${origin}/raw.png"><iframe src="${origin}/raw-frame"></iframe>
      <p id="h">Handler text</p>
      <img src="x" onerror="document.getElementById('h').textContent = 'HANDLER RAN'; new Image().src='${origin}/raw-onerror'">
      <script>document.getElementById('t').textContent = 'SCRIPT RAN'; new Image().src = '${origin}/raw-script';</script>
      <div style="background:url(${origin}/raw-bg.png)">bg</div>`;
    const { text } = await readPdf(await renderPdf(markup));
    expect(text.text).toContain('Static text');
    expect(text.text).not.toContain('SCRIPT RAN');
    expect(text.text).toContain('Handler text');
    expect(text.text).not.toContain('HANDLER RAN');
    expect(hits).toEqual([]);
  });

  it('spreads a long resume over several A4 pages without splitting an entry across a page edge', async () => {
    const experience = Array.from({ length: 14 }, (_, i) => ({
      role: `Role ${i + 1}`,
      company: `Company ${i + 1}`,
      startDate: '2010',
      endDate: '2011',
      achievements: Array.from(
        { length: 5 },
        (_, j) => `Achievement ${i + 1}.${j + 1} delivered something measurable for customers`,
      ),
    }));
    const long = resumeSchema.parse({ header: { fullName: 'Long Resume' }, experience });
    const res = await callRoute(exportPdf, { token: user.token, body: { resume_json: long } });
    expect(res.status).toBe(200);
    const { info, text } = await readPdf(new Uint8Array(await res.response.arrayBuffer()));
    expect(info.pages.length).toBeGreaterThan(1);
    expectA4(info.pages);
    const pageOf = (needle: string) => text.pages.findIndex((p) => flat(p.text).includes(needle));
    for (let i = 1; i <= 14; i++) {
      const first = pageOf(`Role ${i} `);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(pageOf(`Achievement ${i}.5 `)).toBe(pageOf(`Achievement ${i}.1 `));
      expect(pageOf(`Achievement ${i}.1 `)).toBeGreaterThanOrEqual(first);
    }
  });

  it('rejects malformed input with 422 and needs a signed-in user', async () => {
    const cases: unknown[] = [
      {},
      { html: '' },
      { html: 42 },
      { html: '<p>x</p>', resume_json: resume },
      { resume_json: { header: { fullName: 7 } } },
      { resume_json: { experience: 'not a list of entries', header: {} } },
      { resume_json: 'Ada' },
      { html: '<script>only a script</script>' },
    ];
    for (const body of cases) {
      const res = await callRoute(exportPdf, { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    const bad = await callRoute(exportPdf, {
      token: user.token,
      method: 'POST',
      rawBody: '{"html":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await callRoute(exportPdf, { body: { resume_json: resume } })).status).toBe(401);
  });

  it('answers 503 telling the operator to install Chromium or set CHROME_PATH when it is missing', async () => {
    await closeBrowser();
    const saved = process.env.CHROME_PATH;
    process.env.CHROME_PATH = '/nonexistent/chromium';
    resetEnvForTests();
    try {
      expect((await callRoute(warm, { method: 'POST', token: user.token })).status).toBe(503);
      const res = await callRoute(exportPdf, { token: user.token, body: { resume_json: resume } });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('UNAVAILABLE');
      expect(res.body.detail).toContain('CHROME_PATH');
      expect(res.body.detail).toMatch(/Install Chromium/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      if (saved === undefined) delete process.env.CHROME_PATH;
      else process.env.CHROME_PATH = saved;
      resetEnvForTests();
    }
    // And the next export launches a browser again.
    expect(
      (await callRoute(exportPdf, { token: user.token, body: { resume_json: resume } })).status,
    ).toBe(200);
  });

  it('warms the renderer on request (204), signed-in only', async () => {
    await closeBrowser();
    const res = await callRoute(warm, { method: 'POST', token: user.token });
    expect(res.status).toBe(204);
    const { getBrowser } = await import('@/server/resumes/pdf/get-browser');
    expect((await getBrowser()).connected).toBe(true);
    expect((await callRoute(warm, { method: 'POST' })).status).toBe(401);
    expect(
      (await callRoute(exportPdf, { token: user.token, body: { resume_json: resume } })).status,
    ).toBe(200);
  });

  it('relaunches the browser when it dies', async () => {
    const { getBrowser } = await import('@/server/resumes/pdf/get-browser');
    const browser = await getBrowser();
    browser.process()?.kill('SIGKILL');
    await new Promise<void>((r) =>
      browser.connected ? browser.once('disconnected', () => r()) : r(),
    );
    const res = await callRoute(exportPdf, { token: user.token, body: { resume_json: resume } });
    expect(res.status).toBe(200);
    expect((await getBrowser()).connected).toBe(true);
  });
});
