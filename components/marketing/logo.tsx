import Link from 'next/link';
import { cn } from '@/lib/cn';

/** The Pursuit mark (a rising path in a rounded square), decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 32 32" className={cn('size-8', className)}>
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

/** Mark + wordmark linking home. */
export function Logo({ href = '/', className }: { href?: string; className?: string }) {
  return (
    <Link href={href} className={cn('flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight', className)}>
      <LogoMark />
      Pursuit
    </Link>
  );
}
