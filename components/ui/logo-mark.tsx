import { cn } from '@/lib/cn';

/** The Pursuit mark (a rising path in a rounded square); decorative, pair it with the word "Pursuit". */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M8 22.5 13.5 16l4 3.5L24 10"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <circle cx="24" cy="10" r="2.4" className="fill-primary-foreground" />
    </svg>
  );
}
