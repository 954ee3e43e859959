import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { Analysis, MatchedKeyword, MissingKeyword } from '@/lib/resume/analysis-schema';

const sectionLabel = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The keyword score as "current" and "potential" (with the keywords the resume already shows written out), and why. */
export function KeywordScoreLine({ analysis }: { analysis: Analysis }) {
  const score = analysis.keyword_score;
  if (!score) return null;
  return (
    <section
      aria-label="Keyword score, current and potential"
      className="flex flex-col gap-1 rounded-lg border border-border bg-surface-muted/40 p-3 text-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span>
          Current{' '}
          <strong className="tabular-nums" data-testid="keyword-current">
            {score.current}%
          </strong>
        </span>
        <span>
          Potential{' '}
          <strong className="tabular-nums" data-testid="keyword-potential">
            {score.potential}%
          </strong>
        </span>
      </p>
      <p className="text-xs text-muted-foreground">{score.detail}</p>
    </section>
  );
}

const firstShown = 10;

/** The first items, then the rest behind a "N more" disclosure so a long posting stays readable. */
function ShortList<T>({
  label,
  items,
  render,
}: {
  label: string;
  items: T[];
  render: (item: T) => ReactNode;
}) {
  const head = items.slice(0, firstShown);
  const rest = items.slice(firstShown);
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {head.map(render)}
      {rest.length ? (
        <li>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">{rest.length} more</summary>
            <ul className="mt-3 flex flex-col gap-3">{rest.map(render)}</ul>
          </details>
        </li>
      ) : null}
    </ul>
  );
}

function Quote({ label, text }: { label: string; text: string }) {
  return (
    <p className="text-xs leading-relaxed text-muted-foreground">
      <span className="font-medium text-foreground">{label}</span> “{text}”
    </p>
  );
}

/** Missing keywords, most important first, each with where the posting asks for it and, if so, the resume line that already shows it. */
export function MissingKeywordList({ missing }: { missing: MissingKeyword[] }) {
  return (
    <ShortList
      label="Missing keywords"
      items={missing}
      render={(k) => (
        <li key={k.keyword} className="flex flex-col gap-1">
          <span>
            <Badge
              variant={k.in_resume ? 'warning' : k.importance === 'required' ? 'danger' : 'neutral'}
              title={`${k.importance}, ${k.category.replace('_', ' ')}`}
            >
              {k.keyword}
              {k.importance === 'preferred' ? (
                <span className="text-muted-foreground">· nice to have</span>
              ) : null}
            </Badge>
          </span>
          {k.source ? (
            <Quote
              label={`In the posting${k.source.section ? ` (${k.source.section})` : ''}:`}
              text={k.source.sentence}
            />
          ) : null}
          {k.in_resume ? (
            <Quote
              label={`Your resume already shows it (${sectionLabel(k.in_resume.section)}, ${k.in_resume.how}):`}
              text={k.in_resume.line}
            />
          ) : null}
        </li>
      )}
    />
  );
}

/** Matched keywords, each with the resume line that matched it. */
export function MatchedKeywordList({ matched }: { matched: MatchedKeyword[] }) {
  return (
    <ShortList
      label="Matched keywords"
      items={matched}
      render={(k) => (
        <li key={k.keyword} className="flex flex-col gap-1">
          <span>
            <Badge variant="success">
              {k.keyword}
              {k.found_in.length ? (
                <span className="font-normal">· {k.found_in.join(', ')}</span>
              ) : null}
            </Badge>
          </span>
          <Quote label="Matched line:" text={k.line ?? k.evidence} />
        </li>
      )}
    />
  );
}
