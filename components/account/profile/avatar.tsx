/* eslint-disable @next/next/no-img-element -- avatars come from Cloudinary or our own upload endpoint, already 256×256 */
import { UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The profile picture, or the default avatar when it is empty or the string 'null'. */
export function Avatar({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const usable = src && src !== 'null' ? src : null;
  return usable ? (
    <img
      src={usable}
      alt={`${name}'s profile picture`}
      className={cn('rounded-full object-cover', className)}
      width={256}
      height={256}
    />
  ) : (
    <span
      role="img"
      aria-label="Default profile picture"
      className={cn('grid place-items-center rounded-full bg-primary-soft text-primary', className)}
    >
      <UserRound aria-hidden className="size-1/2" />
    </span>
  );
}
