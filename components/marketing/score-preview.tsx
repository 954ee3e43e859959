/** A decorative ATS/keyword score card, drawn in HTML. */
export function ScorePreview() {
  const missing = ['Kubernetes', 'GraphQL', 'CI/CD', 'Accessibility'];
  const matched = ['React', 'TypeScript', 'Testing', 'REST APIs', 'Node.js'];
  return (
    <div aria-hidden className="rounded-2xl border bg-surface p-5 shadow-xl shadow-primary/5">
      <div className="grid grid-cols-2 gap-4">
        <Gauge label="ATS score" value={82} />
        <Gauge label="Keyword match" value={64} />
      </div>
      <div className="mt-5 text-xs font-semibold text-muted-foreground">Missing keywords</div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {missing.map((k) => (
          <span
            key={k}
            className="rounded-full border border-danger/30 bg-danger/10 px-2.5 py-0.5 text-xs font-medium text-danger"
          >
            {k}
          </span>
        ))}
      </div>
      <div className="mt-4 text-xs font-semibold text-muted-foreground">Matched</div>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {matched.map((k) => (
          <span
            key={k}
            className="rounded-full border border-success/30 bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success"
          >
            {k}
          </span>
        ))}
      </div>
    </div>
  );
}

function Gauge({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border bg-background p-3">
      <div className="text-xs text-muted-foreground">{label}</div>
      <div className="mt-1 text-2xl font-bold">{value}%</div>
      <div className="mt-2 h-1.5 rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
