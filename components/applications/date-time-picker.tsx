'use client';

import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type Props = {
  /** 'YYYY-MM-DD HH:mm' or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between time options. */
  stepMinutes: 15 | 30;
  label: string;
  error?: string;
  id?: string;
};

function times(step: number): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += step)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/** A date (yyyy-MM-dd) plus a time select in fixed steps; answers 'YYYY-MM-DD HH:mm'. */
export function DateTimePicker({ value, onChange, stepMinutes, label, error, id }: Props) {
  const auto = useId();
  const base = id ?? `dt-${auto}`;
  const [date = '', time = ''] = value ? value.split(' ') : [];
  const options = times(stepMinutes);
  if (time && !options.includes(time)) {
    options.push(time);
    options.sort();
  }
  const errorId = `${base}-error`;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-[1fr_8rem] gap-2">
        <Input
          id={`${base}-date`}
          type="date"
          aria-label={`${label}: date`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={date}
          onChange={(e) => onChange(e.target.value ? `${e.target.value} ${time || '09:00'}` : '')}
        />
        <Select
          id={`${base}-time`}
          aria-label={`${label}: time`}
          aria-invalid={error ? true : undefined}
          value={time}
          onChange={(e) =>
            onChange(`${date || new Date().toLocaleDateString('sv-SE')} ${e.target.value}`)
          }
        >
          <option value="" disabled>
            Time
          </option>
          {options.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </div>
      <p id={errorId} aria-live="polite" className={error ? 'text-sm text-danger' : 'sr-only'}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
