import 'server-only';
import { ZodError } from 'zod';
import { SALARY_RANGE_MESSAGE } from '@/lib/applications/schemas';

export type RequireSalaryRangeInOrderOptions = { min: number | null; max: number | null };

/**
 * Refuses a salary range whose min is above its max, as a validation error on salary_min (422,
 * like the body's own checks). Create checks the body; update checks the body merged with the
 * stored values, so sending one end alone cannot turn the range upside down.
 */
export function requireSalaryRangeInOrder({ min, max }: RequireSalaryRangeInOrderOptions): void {
  if (min !== null && max !== null && min > max)
    throw new ZodError([
      { code: 'custom', path: ['salary_min'], message: SALARY_RANGE_MESSAGE, input: min },
    ]);
}
