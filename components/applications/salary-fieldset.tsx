'use client';

import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SALARY_PERIOD_LABELS, SALARY_PERIODS } from '@/lib/applications/tracker-fields';
import type { Values } from './application-form-values';

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'NGN', 'CHF', 'JPY', 'SGD'];

/** The add and edit forms' salary range: minimum, maximum, currency, period. */
export function SalaryFieldset({
  register,
  errors,
}: {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  const formId = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-sm font-medium">Salary</legend>
      <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
        <Field label="Minimum" error={errors.salary_min?.message}>
          <Input type="text" inputMode="decimal" placeholder="120000" {...register('salary_min')} />
        </Field>
        <Field label="Maximum" error={errors.salary_max?.message}>
          <Input type="text" inputMode="decimal" placeholder="150000" {...register('salary_max')} />
        </Field>
        <Field label="Currency" error={errors.salary_currency?.message}>
          <Input
            autoComplete="off"
            maxLength={3}
            placeholder="USD"
            list={`${formId}-currencies`}
            className="uppercase"
            {...register('salary_currency')}
          />
        </Field>
        <datalist id={`${formId}-currencies`}>
          {COMMON_CURRENCIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <Field label="Period" error={errors.salary_period?.message}>
          <Select {...register('salary_period')}>
            <option value="">Not set</option>
            {SALARY_PERIODS.map((p) => (
              <option key={p} value={p}>
                {SALARY_PERIOD_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </fieldset>
  );
}
