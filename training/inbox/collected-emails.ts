// The recruiting emails collected from public sources (training/inbox/collected/*.jsonl, provenance
// in its PROVENANCE.md). Whole sources are held out of training by a fixed hash of their name, so
// the figures on them are for senders and phrasing the model never saw.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Email, Kind } from './generate-emails';

export type CollectedEmail = Email & {
  id: string;
  company: string | null;
  job_title: string | null;
  interview_at: string | null;
  interview_timezone: string | null;
};

const dir = path.resolve('training/inbox/collected');

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A third of the sources, chosen by name, never train. */
export const heldOutSource = (source: string) => hash(source) % 3 === 0;

export function readCollected(): CollectedEmail[] {
  if (!existsSync(dir)) return [];
  const out: CollectedEmail[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const source = file.replace(/\.jsonl$/, '');
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as Record<string, unknown>;
      out.push({
        id: String(row.id),
        kind: row.kind as Kind,
        lang: String(row.lang ?? 'en'),
        subject: String(row.subject ?? ''),
        from: String(row.from ?? ''),
        text: String(row.text ?? ''),
        date: new Date(typeof row.date === 'string' ? row.date : '2026-11-02T09:00:00Z'),
        source,
        company: (row.company as string | null) ?? null,
        job_title: (row.job_title as string | null) ?? null,
        interview_at: (row.interview_at as string | null) ?? null,
        interview_timezone: (row.interview_timezone as string | null) ?? null,
      });
    }
  }
  return out;
}
