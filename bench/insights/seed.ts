// Seeds the insights bench's users (bench/insights/run.ts): 2,000 applications over 540 days with
// their status history and sent copies, the same every run (a seeded generator).
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same history. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOURCES = ['LinkedIn', 'Indeed', 'Referral', 'Company site', 'Recruiter', 'linkedin', null];
const RESUMES = ['Master', 'Frontend', 'Backend', 'Tailored for fintech', 'Short'];
const DAY = 86_400_000;

type Status = 'NotApplied' | 'Applied' | 'Interview' | 'Offer' | 'Rejected';

/** 2,000 applications over the last 540 days: ~20% never sent; of the sent, ~35% replied (rejections, interviews, offers). */
export async function seedUser(index: number): Promise<string> {
  const db = await prisma();
  const rand = random(index + 1);
  const user = await db.user.create({
    data: {
      email: `bench-${index}-${randomUUID()}@example.test`,
      username: 'Bench',
      timezone: 'Europe/Berlin',
      emailVerifiedAt: new Date(),
    },
  });
  const now = Date.now();
  const apps: Prisma.ApplicationCreateManyInput[] = [];
  const history: {
    userId: string;
    applicationId: string;
    fromStatus: Status | null;
    status: Status;
    changedAt: Date;
  }[] = [];
  const sent: {
    userId: string;
    applicationId: string;
    name: string;
    data: object;
    template: string;
    matchScore: number | null;
    sentAt: Date;
  }[] = [];
  for (let i = 0; i < 2000; i++) {
    const id = randomUUID();
    let at = now - Math.floor(rand() * 540) * DAY - Math.floor(rand() * DAY);
    const path: [Status, number][] = [];
    const savedFirst = rand() < 0.4;
    if (savedFirst) path.push(['NotApplied', at]);
    if (!savedFirst || rand() < 0.5) {
      if (savedFirst) at += Math.ceil(rand() * 10) * DAY;
      path.push(['Applied', at]);
      if (rand() < 0.35) {
        at += Math.ceil(rand() * 30) * DAY;
        if (rand() < 0.6) path.push(['Rejected', at]);
        else {
          path.push(['Interview', at]);
          at += Math.ceil(rand() * 20) * DAY;
          const r = rand();
          if (r < 0.3) path.push(['Offer', at]);
          else if (r < 0.7) path.push(['Rejected', at]);
        }
      }
    }
    const created = path[0]![1];
    apps.push({
      id,
      userId: user.id,
      jobTitle: `Engineer ${i}`,
      company: `Company ${i % 300}`,
      status: path.at(-1)![0],
      appliedDate: new Date(new Date(created).toISOString().slice(0, 10)),
      source: SOURCES[Math.floor(rand() * SOURCES.length)] ?? null,
      createdAt: new Date(created),
    });
    path.forEach(([status, when], k) =>
      history.push({
        userId: user.id,
        applicationId: id,
        fromStatus: k ? path[k - 1]![0] : null,
        status,
        changedAt: new Date(when),
      }),
    );
    if (rand() < 0.6) {
      sent.push({
        userId: user.id,
        applicationId: id,
        name: RESUMES[Math.floor(rand() * RESUMES.length)]!,
        data: {},
        template: 'classic',
        matchScore: rand() < 0.9 ? 20 + Math.floor(rand() * 80) : null,
        sentAt: new Date(created),
      });
    }
  }
  await db.application.createMany({ data: apps });
  await db.applicationStatusChange.createMany({ data: history });
  await db.sentResume.createMany({ data: sent });
  return user.id;
}
