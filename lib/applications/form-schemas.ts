// The add/edit and interview forms' schemas: the values as inputs hold them (all strings), checked
// with the same limits and messages as the API's schemas (schemas.ts).
import { z } from 'zod';
import { isCurrencyCode, MAX_LOCATION, MAX_SALARY } from '@/lib/applications/tracker-fields';
import {
  MAX_JOB_DESCRIPTION,
  MAX_NOTES,
  MAX_SOURCE,
  SALARY_RANGE_MESSAGE,
} from '@/lib/applications/schemas';

const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;
const amountText = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (AMOUNT_TEXT.test(v) && Number(v) <= MAX_SALARY),
      `${label} must be a number (at most 2 decimals)`,
    );

/** The amount a salary input holds ('' → null), as the API takes it. */
export function salaryAmountFromText(text: string): number | null {
  return text.trim() === '' ? null : Number(text.trim());
}

/** The form's salary range check: the same rule and message as the API's. */
function salaryRangeInOrder(
  values: { salary_min: string; salary_max: string },
  ctx: z.RefinementCtx,
) {
  const min = salaryAmountFromText(values.salary_min);
  const max = salaryAmountFromText(values.salary_max);
  if (min !== null && max !== null && min > max)
    ctx.addIssue({ code: 'custom', path: ['salary_min'], message: SALARY_RANGE_MESSAGE });
}

/** The add/edit form's values (all strings, as inputs hold them). */
const applicationFormFields = z.object({
  job_title: z.string().trim().min(1, 'Job title is required'),
  company: z.string().trim().min(1, 'Company is required'),
  status: z.string().min(1, 'Status is required'),
  applied_date: z.string(),
  follow_up_date: z.string(),
  job_link: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Job link must be an http(s) URL'),
  notes: z.string().max(MAX_NOTES, `Notes must be at most ${MAX_NOTES} characters`),
  job_description: z
    .string()
    .max(MAX_JOB_DESCRIPTION, `Job description must be at most ${MAX_JOB_DESCRIPTION} characters`),
  source: z.string().max(MAX_SOURCE, `Source must be at most ${MAX_SOURCE} characters`),
  location: z.string().max(MAX_LOCATION, `Location must be at most ${MAX_LOCATION} characters`),
  work_mode: z.string(),
  salary_min: amountText('Salary min'),
  salary_max: amountText('Salary max'),
  salary_currency: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^[a-z]{3}$/i.test(v) && isCurrencyCode(v.toUpperCase())),
      'Salary currency must be a 3-letter ISO 4217 code, e.g. USD',
    ),
  salary_period: z.string(),
  priority: z.string(),
  deadline: z.string(),
});
export const applicationFormSchema = applicationFormFields.superRefine(salaryRangeInOrder);
export type ApplicationFormValues = z.infer<typeof applicationFormSchema>;

/** The add form also needs the applied date. */
export const addApplicationFormSchema = applicationFormFields
  .extend({ applied_date: z.string().min(1, 'Applied date is required') })
  .superRefine(salaryRangeInOrder);

/** The interview details form. */
export const interviewFormSchema = z.object({
  interview_date: z.string().min(1, 'Interview date is required'),
  timezone: z.string().min(1, 'Timezone is required'),
});
export type InterviewFormValues = z.infer<typeof interviewFormSchema>;
