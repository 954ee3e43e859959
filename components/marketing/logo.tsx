import { IntentLink } from '@/components/ui/intent-link';
import { LogoMark } from '@/components/ui/logo-mark';
import { cn } from '@/lib/cn';

/** Mark + wordmark linking home. */
export function Logo({ href = '/', className }: { href?: string; className?: string }) {
  return (
    <IntentLink
      href={href}
      className={cn(
        'flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight',
        className,
      )}
    >
      <LogoMark />
      Pursuit
    </IntentLink>
  );
}
