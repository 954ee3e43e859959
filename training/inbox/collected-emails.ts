// The recruiting emails collected from public sources (training/inbox/collected/*.jsonl, provenance
// in its PROVENANCE.md). The bench holds out one whole source at a time (train-model.ts).
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

export function readCollected(dir = path.resolve('training/inbox/collected')): CollectedEmail[] {
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
