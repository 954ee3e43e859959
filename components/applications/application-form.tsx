'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
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
import { addApplicationFormSchema, applicationFormSchema } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { toWallClockString } from '@/lib/time/wall-clock';
import { formatInterview } from './format';
import { DateTimePicker } from './date-time-picker';
import { useAddApplication, useUpdateApplication } from './queries';

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
};

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
  };
}

/** Only what the person changed, in the API's shapes (dates as 'sv-SE' local strings). */
function changedFields(initial: Values, values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const before = initial[key];
    const after = key === 'job_title' || key === 'company' ? values[key].trim() : values[key];
    if (after === before) continue;
    if (key === 'interview_date') out[key] = after ? `${after}:00` : null;
    else if (key === 'interview_timezone') out[key] = after || null;
    else if (key === 'applied_date' || key === 'follow_up_date') out[key] = after || null;
    else out[key] = after;
  }
  return out;
}

type Props = { mode: 'add' } | { mode: 'edit'; application: ApplicationDto };

/** The add and edit forms (spec §2 fields, §5 messages, §4 where to go after saving). */
export function ApplicationForm(props: Props) {
  const router = useRouter();
  const editing = props.mode === 'edit' ? props.application : null;
  const initial = editing ? fromApplication(editing) : empty;
  const add = useAddApplication();
  const update = useUpdateApplication(editing?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [changingInterview, setChangingInterview] = useState(false);
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
