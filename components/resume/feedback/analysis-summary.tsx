import { CheckCircle2, Lightbulb, XCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Analysis, ScoreComponent } from '@/lib/resume/analysis-schema';
import { InlineAlert } from './inline-alert';
import { KeywordScoreLine, MatchedKeywordList, MissingKeywordList } from './keyword-details';
import { ScoreGauge, scoreTone } from './score-gauge';

const barTone = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger' } as const;

function Breakdown({ title, items }: { title: string; items: ScoreComponent[] }) {
  if (!items.length) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="flex flex-col gap-3">
        {items.map((item) => {
          const pct = item.max > 0 ? Math.round((item.points / item.max) * 100) : 0;
          return (
            <li key={item.key} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{item.label}</span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {Math.round(item.points * 10) / 10} / {item.max}
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-surface-muted" aria-hidden>
                <div
                  className={`h-full rounded-full ${barTone[scoreTone(pct)]}`}
                  style={{ width: `${pct}%` }}
                />
              </div>
              <p className="text-xs text-muted-foreground">{item.detail}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function missingList(analysis: Analysis) {
  if (analysis.missing_keyword_details.length) return analysis.missing_keyword_details;
  return analysis.missing_keywords.map((keyword) => ({
    keyword,
    importance: 'required' as const,
    category: 'phrase' as const,
  }));
}

/** The analysis: both scores with why, missing and matched keywords, suggestions. */
export function AnalysisSummary({ analysis, filename }: { analysis: Analysis; filename: string }) {
  const missing = missingList(analysis);
  return (
    <div className="flex flex-col gap-6" data-testid="analysis-summary">
      <Card>
        <CardHeader>
          <CardTitle>Analysis summary</CardTitle>
          <CardDescription>
            {filename}
            {analysis.job_title ? ` against “${analysis.job_title}”` : ''}
            {analysis.provider === 'openai' ? ' · suggestions written by the AI model' : ''}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {analysis.notices.map((notice) => (
            <InlineAlert key={notice} tone="info">
              {notice}
            </InlineAlert>
          ))}
          <div className="grid grid-cols-2 gap-4">
            <ScoreGauge label="ATS Score" score={analysis.ats_score} />
            <ScoreGauge label="Keyword Match" score={analysis.keyword_match_score} />
          </div>
          <KeywordScoreLine analysis={analysis} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Breakdown title="Why this ATS score" items={analysis.ats_breakdown} />
            <Breakdown title="Why this keyword score" items={analysis.keyword_breakdown} />
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2 text-base">
              <XCircle aria-hidden className="size-5 text-danger" /> Missing keywords
            </CardTitle>
            <CardDescription>
              Most important first, with where the posting asks for each. Add the ones you really
              have.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {missing.length ? (
              <MissingKeywordList missing={missing} />
            ) : (
              <p className="text-sm text-muted-foreground">
                No missing keywords — your resume covers the posting.
              </p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2 text-base">
              <CheckCircle2 aria-hidden className="size-5 text-success" /> Matched keywords
            </CardTitle>
            <CardDescription>Found in your resume, with the line that matched.</CardDescription>
          </CardHeader>
          <CardContent>
            {analysis.matched_keywords.length ? (
              <MatchedKeywordList matched={analysis.matched_keywords} />
            ) : (
              <p className="text-sm text-muted-foreground">
                None of the posting&apos;s keywords were found yet.
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <Lightbulb aria-hidden className="size-5 text-warning" /> Suggestions
          </CardTitle>
        </CardHeader>
        <CardContent>
          {analysis.suggestions.length ? (
            <ol
              aria-label="Suggestions"
              className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed marker:text-muted-foreground"
            >
              {analysis.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing to improve for this posting.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
