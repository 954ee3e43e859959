'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/**
 * The list's and the dashboard's quick add: a job link opens the Add form already filled from the
 * posting (its "Fill from posting" reads `?posting=`).
 */
export function QuickAddFromLink({ className }: { className?: string }) {
  const router = useRouter();
  const id = useId();
  const [link, setLink] = useState('');

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = link.trim();
    router.push(
      value ? `/applications/new?posting=${encodeURIComponent(value)}` : '/applications/new',
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add from a job link"
      className={cn('flex w-full flex-col gap-2 sm:flex-row sm:items-center', className)}
    >
      <label htmlFor={id} className="flex shrink-0 items-center gap-1.5 text-sm font-medium">
        <Link2 aria-hidden className="size-4 text-primary" /> Add from a job link
      </label>
      <div className="flex min-w-0 flex-1 gap-2">
        <Input
          id={id}
          inputMode="url"
          autoComplete="off"
          placeholder="Paste the posting’s link"
          value={link}
          onChange={(e) => setLink(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          Fill
        </Button>
      </div>
    </form>
  );
}
