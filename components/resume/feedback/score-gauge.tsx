import { cn } from '@/lib/cn';

/** Tone of a 0–100 score: good from 75, fair from 50. */
export function scoreTone(score: number): 'success' | 'warning' | 'danger' {
  return score >= 75 ? 'success' : score >= 50 ? 'warning' : 'danger';
}

const toneClass = {
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
} as const;

/** A ring showing a percentage, with its label under it. */
export function ScoreGauge({ label, score }: { label: string; score: number }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const tone = scoreTone(score);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div className="relative size-28">
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden>
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="9"
            className="stroke-surface-muted"
          />
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="9"
            strokeLinecap="round"
            className={cn(
              'stroke-current transition-[stroke-dashoffset] duration-700',
              toneClass[tone],
            )}
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - Math.max(0, Math.min(100, score)) / 100)}
          />
        </svg>
        <span className="absolute inset-0 flex items-center justify-center text-2xl font-semibold tabular-nums">
          {score}%
        </span>
      </div>
      <figcaption className="text-sm font-medium">{label}</figcaption>
    </figure>
  );
}
