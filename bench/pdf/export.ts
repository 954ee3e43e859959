// PDF export figures: cold export (browser launch included), warm p50/p95, 4 exports at once,
// and memory (this process and the Chromium process tree).
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/pdf/export.ts   (PDF_CONCURRENCY=4 to compare)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { env } from '@/server/env';
import { exportResumePdf } from '@/server/resumes/pdf/export-resume-pdf';
import { closeBrowser, getBrowser } from '@/server/resumes/pdf/get-browser';

const resume = resumeSchema.parse({
  header: {
    fullName: 'Maya Chen',
    title: 'Senior Backend Engineer',
    email: 'maya.chen@example.com',
    phone: '+1 415 555 0134',
    location: 'San Francisco, CA',
    linkedin: 'linkedin.com/in/mayachen-dev',
    github: 'github.com/mayachen',
  },
  summary:
    'Backend engineer with 7 years of experience building high-throughput Python services and event-driven microservices on AWS.',
  experience: Array.from({ length: 4 }, (_, i) => ({
    role: i === 0 ? 'Senior Backend Engineer' : 'Backend Engineer',
    company: `Company ${i + 1}`,
    location: 'San Francisco, CA',
    startDate: `Mar ${2021 - i * 2}`,
    endDate: i === 0 ? 'Present' : `Feb ${2023 - i * 2}`,
    achievements: [
      'Designed a FastAPI service that processes 4 million card authorisations a day with p99 latency under 80 ms.',
      'Migrated 14 services from a monolith to microservices on Kubernetes (EKS), cutting deploy time from 2 hours to 9 minutes.',
      'Led a team of 5 engineers through an on-call rotation redesign that reduced pages by 60%.',
      'Tuned PostgreSQL indexes and queries, reducing the slowest report from 40 s to 3 s.',
    ],
  })),
  projects: [
    {
      name: 'Queue Inspector',
      techStack: ['Python', 'asyncio', 'Grafana'],
      description: 'Traces messages through RabbitMQ and Kafka.',
    },
  ],
  education: [
    {
      degree: 'B.S. Computer Science',
      institution: 'University of California, Davis',
      startDate: '2013',
      endDate: '2017',
    },
  ],
  skills: {
    Languages: ['Python', 'Go', 'SQL'],
    Frameworks: ['FastAPI', 'Django'],
    Tools: ['Docker', 'Kubernetes', 'Terraform'],
  },
});

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed(): Promise<{ ms: number; bytes: number; pages?: number }> {
  const t0 = performance.now();
  const { pdf } = await exportResumePdf({ resume });
  return { ms: performance.now() - t0, bytes: pdf.byteLength };
}

/** Memory (MB) of a process and all its descendants: RSS summed, and PSS (shared pages split fairly). */
function treeMemoryMb(rootPid: number): { rss: number; pss: number } {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const keep = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (keep.has(ppid) && !keep.has(pid)) {
        keep.add(pid);
        grew = true;
      }
    }
  }
  const pids = rows.filter(([pid]) => keep.has(pid));
  const rss = pids.reduce((s, [, , kb]) => s + kb, 0) / 1024;
  let pss = 0;
  for (const [pid] of pids) {
    try {
      pss +=
        Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) /
        1024;
    } catch {
      // the process ended meanwhile
    }
  }
  return { rss, pss };
}

console.log(
  `PDF_CONCURRENCY=${env().PDF_CONCURRENCY} PDF_TIMEOUT_MS=${env().PDF_TIMEOUT_MS} CHROME_PATH=${env().CHROME_PATH}`,
);

const cold = await timed();
console.log(
  `cold export (launch + first render): ${ms(cold.ms)}, ${(cold.bytes / 1024).toFixed(0)} KB`,
);
await closeBrowser();
const l0 = performance.now();
await getBrowser();
const launchMs = performance.now() - l0;
const first = await timed();
console.log(
  `  again, split: browser launch ${ms(launchMs)} + first export (page, fonts, render) ${ms(first.ms)}`,
);

const warm: number[] = [];
for (let i = 0; i < 40; i++) warm.push((await timed()).ms);
warm.sort((a, b) => a - b);
console.log(
  `warm export x40: p50 ${ms(pct(warm, 50))}, p95 ${ms(pct(warm, 95))}, max ${ms(warm.at(-1)!)}`,
);

const each: number[] = [];
const rounds: number[] = [];
for (let r = 0; r < 8; r++) {
  const t0 = performance.now();
  const results = await Promise.all([timed(), timed(), timed(), timed()]);
  rounds.push(performance.now() - t0);
  each.push(...results.map((x) => x.ms));
}
each.sort((a, b) => a - b);
rounds.sort((a, b) => a - b);
console.log(
  `4 at once x8 rounds: per export p50 ${ms(pct(each, 50))}, p95 ${ms(pct(each, 95))}, max ${ms(each.at(-1)!)}; whole round p50 ${ms(pct(rounds, 50))}`,
);

const browser = await getBrowser();
const chromePid = browser.process()?.pid;
const chrome = chromePid ? treeMemoryMb(chromePid) : null;
console.log(
  `memory: node RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MB; ` +
    `Chromium tree PSS ${chrome?.pss.toFixed(0) ?? '?'} MB (RSS summed over its processes ${chrome?.rss.toFixed(0) ?? '?'} MB)`,
);
await closeBrowser();
process.exit(0);
