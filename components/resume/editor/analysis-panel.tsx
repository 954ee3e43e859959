'use client';

import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { JOB_DESCRIPTION_MAX_CHARS, type Analysis } from '@/lib/resume/analysis-schema';

function Score({ label, value }: { label: string; value: number }) {
  const tone = value >= 75 ? 'bg-success' : value >= 50 ? 'bg-warning' : 'bg-danger';
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border bg-background/40 p-3">
      <div className="flex items-baseline justify-between">
        <span className="text-xs font-medium text-muted-foreground">{label}</span>
        <span className="text-xl font-semibold tabular-nums" aria-label={`${label} ${value}%`}>
          {value}%
        </span>
      </div>
      <div className="h-1.5 rounded-full bg-surface-muted" aria-hidden>
        <div className={cn('h-full rounded-full', tone)} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** The AI column: scores, missing keywords, suggestions, the job description and Re-analyze with AI. */
export function AnalysisPanel({
  analysis,
  jobDescription,
  onJobDescription,
  onReanalyze,
  busy,
  error,
}: {
  analysis: Analysis | null;
  jobDescription: string;
  onJobDescription: (value: string) => void;
  onReanalyze: () => void;
  busy: boolean;
  error: string | null;
}) {
  return (
    <section aria-label="AI analysis" className="flex flex-col gap-4">
      <h2 className="text-base font-semibold">AI analysis</h2>
      {analysis ? (
        <>
          <div className="grid grid-cols-1 gap-2">
            <Score label="ATS score" value={analysis.ats_score} />
            <Score label="Keyword match" value={analysis.keyword_match_score} />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Missing keywords</h3>
            {analysis.missing_keywords.length ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Missing keywords">
                {analysis.missing_keywords.map((k) => (
                  <li key={k}>
                    <Badge variant="warning">{k}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">None — every keyword is covered.</p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Suggestions</h3>
            {analysis.suggestions.length ? (
              <ul className="flex list-disc flex-col gap-1.5 pl-4 text-sm" aria-label="Suggestions">
                {analysis.suggestions.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No suggestions.</p>
            )}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          No analysis yet. Paste the job description below and choose Re-analyze with AI.
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="editor-job-description" className="text-sm font-medium">
          Job description
        </label>
        <Textarea
          id="editor-job-description"
          rows={6}
          maxLength={JOB_DESCRIPTION_MAX_CHARS}
          placeholder="Paste the job description to score this resume against it"
          value={jobDescription}
          onChange={(e) => onJobDescription(e.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        onClick={onReanalyze}
        loading={busy}
        disabled={!jobDescription.trim()}
      >
        {!busy && <Sparkles aria-hidden />}
        Re-analyze with AI
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
