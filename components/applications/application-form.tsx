'use client';

import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TimezonePicker } from '@/components/account/timezone/timezone-picker';
import { DuplicateWarning } from '@/components/applications/tracking/duplicate-warning';
import {
  ADD_STATUS_OPTIONS,
  EDIT_STATUS_OPTIONS,
  canonicalStatus,
} from '@/lib/applications/status';
import {
  addApplicationFormSchema,
  applicationFormSchema,
  salaryAmountFromText,
} from '@/lib/applications/schemas';
import {
  SALARY_PERIOD_LABELS,
  SALARY_PERIODS,
  sourceSuggestions,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '@/lib/applications/tracker-fields';
import type { ApplicationDto } from '@/lib/applications/types';
import { toWallClockString } from '@/lib/time/wall-clock';
import { formatInterview } from './format';
import { DateTimePicker } from './date-time-picker';
import { useAddApplication, useApplications, useUpdateApplication } from './queries';

const PRIORITY_OPTIONS = [
  ['5', '5 – highest'],
  ['4', '4 – high'],
  ['3', '3 – medium'],
  ['2', '2 – low'],
  ['1', '1 – lowest'],
] as const;

type Values = {
  job_title: string;
  company: string;
  status: string;
  applied_date: string;
  job_link: string;
  notes: string;
  job_description: string;
  interview_date: string;
  interview_timezone: string;
  follow_up_date: string;
  source: string;
  location: string;
  work_mode: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: string;
  priority: string;
  deadline: string;
};

const empty: Values = {
  job_title: '',
  company: '',
  status: '',
  applied_date: '',
  job_link: '',
  notes: '',
  job_description: '',
  interview_date: '',
  interview_timezone: '',
  follow_up_date: '',
  source: '',
  location: '',
  work_mode: '',
  salary_min: '',
  salary_max: '',
  salary_currency: '',
  salary_period: '',
  priority: '',
  deadline: '',
};

const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'NGN', 'CHF', 'JPY', 'SGD'];

const text = (v: string) => v.trim() || null;

/** The tracker fields in the API's shapes. */
function trackerBody(values: Values) {
  return {
    source: text(values.source),
    location: text(values.location),
    work_mode: text(values.work_mode),
    salary_min: salaryAmountFromText(values.salary_min),
    salary_max: salaryAmountFromText(values.salary_max),
    salary_currency: text(values.salary_currency)?.toUpperCase() ?? null,
    salary_period: text(values.salary_period),
    priority: values.priority ? Number(values.priority) : null,
    deadline: values.deadline || null,
  };
}

function editValue(status: string): string {
  const canonical = canonicalStatus(status);
  return EDIT_STATUS_OPTIONS.find((o) => canonicalStatus(o.value) === canonical)?.value ?? '';
}

function fromApplication(a: ApplicationDto): Values {
  return {
    job_title: a.job_title,
    company: a.company,
    status: editValue(a.status),
    applied_date: a.applied_date ?? '',
    job_link: a.job_link ?? '',
    notes: a.notes ?? '',
    job_description: a.job_description ?? '',
    interview_date: a.interview_date
      ? toWallClockString(new Date(a.interview_date), a.interview_timezone ?? 'UTC')
      : '',
    interview_timezone: a.interview_timezone ?? '',
    follow_up_date: a.follow_up_date ?? '',
    source: a.source ?? '',
    location: a.location ?? '',
    work_mode: a.work_mode ?? '',
    salary_min: a.salary_min === null ? '' : String(a.salary_min),
    salary_max: a.salary_max === null ? '' : String(a.salary_max),
    salary_currency: a.salary_currency ?? '',
    salary_period: a.salary_period ?? '',
    priority: a.priority === null ? '' : String(a.priority),
    deadline: a.deadline ?? '',
  };
}

/** Only what the person changed, in the API's shapes (dates as 'sv-SE' local strings). */
function changedFields(initial: Values, values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const tracker: Record<string, unknown> = trackerBody(values);
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const before = initial[key];
    const after = key === 'job_title' || key === 'company' ? values[key].trim() : values[key];
    if (after === before) continue;
    if (key in tracker) out[key] = tracker[key];
    else if (key === 'interview_date') out[key] = after ? `${after}:00` : null;
    else if (key === 'interview_timezone') out[key] = after || null;
    else if (key === 'applied_date' || key === 'follow_up_date') out[key] = after || null;
    else out[key] = after;
  }
  return out;
}

type Props = { mode: 'add' } | { mode: 'edit'; application: ApplicationDto };

/** The add and edit forms. */
export function ApplicationForm(props: Props) {
  const router = useRouter();
  const formId = useId();
  const editing = props.mode === 'edit' ? props.application : null;
  const initial = editing ? fromApplication(editing) : empty;
  const add = useAddApplication();
  const update = useUpdateApplication(editing?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [changingInterview, setChangingInterview] = useState(false);
  const { data: applications } = useApplications();
  const sources = useMemo(
    () => sourceSuggestions((applications ?? []).map((a) => a.source)),
    [applications],
  );
  const { register, handleSubmit, control, formState } = useForm<Values>({
    defaultValues: initial,
    resolver: zodResolver(
      (editing ? applicationFormSchema : addApplicationFormSchema).loose(),
    ) as never,
  });
  const errors = formState.errors;
  const pending = add.isPending || update.isPending;

  async function onSubmit(values: Values) {
    setError(null);
    try {
      if (!editing) {
        const { application } = await add.mutateAsync({
          job_title: values.job_title.trim(),
          company: values.company.trim(),
          status: values.status,
          applied_date: values.applied_date || null,
          follow_up_date: values.follow_up_date || null,
          job_link: values.job_link.trim(),
          notes: values.notes,
          job_description: values.job_description,
          ...trackerBody(values),
        });
        router.push(
          application.status === 'Interview'
            ? `/applications/${application.id}/interview-details`
            : '/applications',
        );
        return;
      }
      const changes = changedFields(initial, values);
      const application = Object.keys(changes).length
        ? (await update.mutateAsync(changes)).application
        : editing;
      const needsInterview =
        application.status === 'Interview' &&
        !application.interview_date &&
        !application.interview_timezone;
      router.push(
        needsInterview ? `/applications/${application.id}/interview-details` : '/applications',
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    }
  }

  const statusOptions = editing ? EDIT_STATUS_OPTIONS : ADD_STATUS_OPTIONS;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Job title" error={errors.job_title?.message} required>
          <Input autoComplete="off" {...register('job_title')} />
        </Field>
        <Field label="Company" error={errors.company?.message} required>
          <Input autoComplete="organization" {...register('company')} />
        </Field>
        <Field label="Status" error={errors.status?.message} required>
          <Select {...register('status')}>
            <option value="">Select status</option>
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Date applied"
          error={errors.applied_date?.message}
          required={!editing}
          hint="yyyy-MM-dd"
        >
          <Input type="date" {...register('applied_date')} />
        </Field>
        <Field
          label="Follow-up date"
          error={errors.follow_up_date?.message}
          hint="Optional: we email you a reminder at 9:00 that day"
        >
          <Input type="date" {...register('follow_up_date')} />
        </Field>
      </div>

      {editing?.interview_date ? (
        <div className="grid gap-5 rounded-card border bg-surface-muted/40 p-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">Interview date</span>
            {changingInterview ? (
              <Controller
                control={control}
                name="interview_date"
                render={({ field }) => (
                  <DateTimePicker
                    label="New interview date and time"
                    stepMinutes={30}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : (
              <div className="flex items-center gap-3">
                <span className="text-sm">
                  {formatInterview(editing.interview_date, editing.interview_timezone ?? 'UTC')}
                </span>
                <Button variant="outline" size="sm" onClick={() => setChangingInterview(true)}>
                  Change
                </Button>
              </div>
            )}
          </div>
          {editing.interview_timezone ? (
            <Controller
              control={control}
              name="interview_timezone"
              render={({ field }) => (
                <TimezonePicker
                  label="Interview timezone"
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Location" error={errors.location?.message}>
          <Input autoComplete="off" placeholder="City, country" {...register('location')} />
        </Field>
        <Field label="Work mode" error={errors.work_mode?.message}>
          <Select {...register('work_mode')}>
            <option value="">Not set</option>
            {WORK_MODES.map((m) => (
              <option key={m} value={m}>
                {WORK_MODE_LABELS[m]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="Source"
          error={errors.source?.message}
          hint="Where you found the job: pick a suggestion or type your own"
        >
          <Input autoComplete="off" list={`${formId}-sources`} {...register('source')} />
        </Field>
        <datalist id={`${formId}-sources`}>
          {sources.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Field label="Priority" error={errors.priority?.message}>
          <Select {...register('priority')}>
            <option value="">Not set</option>
            {PRIORITY_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Application deadline" error={errors.deadline?.message}>
          <Input type="date" {...register('deadline')} />
        </Field>
      </div>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-3 text-sm font-medium">Salary</legend>
        <div className="grid grid-cols-2 gap-5 sm:grid-cols-4">
          <Field label="Minimum" error={errors.salary_min?.message}>
            <Input
              type="text"
              inputMode="decimal"
              placeholder="120000"
              {...register('salary_min')}
            />
          </Field>
          <Field label="Maximum" error={errors.salary_max?.message}>
            <Input
              type="text"
              inputMode="decimal"
              placeholder="150000"
              {...register('salary_max')}
            />
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

      <Field label="Job link" error={errors.job_link?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...register('job_link')} />
      </Field>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </Field>
      <Field label="Job description" error={errors.job_description?.message}>
        <Textarea rows={6} {...register('job_description')} />
      </Field>

      {editing ? null : <DuplicateWarning control={control as never} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => router.push('/applications')} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {pending ? 'Saving...' : editing ? 'Save Changes' : 'Save Application'}
        </Button>
      </div>

      <MessageDialog
        open={error !== null}
        onOpenChange={(o) => !o && setError(null)}
        title="Error!"
        message={error ?? ''}
      />
    </form>
  );
}
