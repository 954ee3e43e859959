'use client';

import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** The six-digit code field: digits only, one-time-code autofill, large spaced digits. */
export function CodeInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      placeholder="000000"
      className="h-14 text-center font-mono text-2xl tracking-[0.5em] indent-[0.5em]"
    />
  );
}
