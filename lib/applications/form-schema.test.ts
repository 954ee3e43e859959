// The add/edit form's schemas: the salary checks the API makes, as strings the inputs hold.
import { it, expect } from 'vitest';
import { addApplicationFormSchema, applicationFormSchema } from '@/lib/applications/form-schemas';
import { addApplicationSchema } from '@/lib/applications/schemas';
it('checks salary amounts, currency and min ≤ max, also through .loose() as the form uses them', () => {
  const base = {
    job_title: 'a',
    company: 'b',
    status: 'applied',
    applied_date: '2026-01-01',
    follow_up_date: '',
    job_link: '',
    notes: '',
    job_description: '',
    source: '',
    location: '',
    work_mode: '',
    salary_min: '200',
    salary_max: '100',
    salary_currency: 'usd',
    salary_period: '',
    priority: '',
    deadline: '',
  };
  const r = addApplicationFormSchema.loose().safeParse({ ...base, extra: 1 });
  expect(r.success).toBe(false);
  expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
    ['salary_min', 'Salary min must be at most salary max'],
  ]);
  expect(
    applicationFormSchema.loose().safeParse({ ...base, salary_min: '1e5' }).error?.issues[0]
      ?.message,
  ).toBe('Salary min must be a number (at most 2 decimals)');
  expect(
    applicationFormSchema.loose().safeParse({ ...base, salary_min: '', salary_currency: 'ZZZ' })
      .error?.issues[0]?.path,
  ).toEqual(['salary_currency']);
});

it('the API body takes 2-decimal amounts despite binary rounding, and refuses 3 decimals', () => {
  const body = { job_title: 'a', company: 'b', status: 'applied' };
  for (const n of [0.29, 19.99, 1234567.89])
    expect(addApplicationSchema.parse({ ...body, salary_min: n }).salary_min).toBe(n);
  expect(addApplicationSchema.safeParse({ ...body, salary_min: 0.291 }).success).toBe(false);
});
