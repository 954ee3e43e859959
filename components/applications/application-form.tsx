'use client';

import { useRouter } from 'next/navigation';
import { Suspense, useId, useMemo, useState } from 'react';
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
import { addApplicationFormSchema, applicationFormSchema } from '@/lib/applications/form-schemas';
import { sourceSuggestions, WORK_MODE_LABELS, WORK_MODES } from '@/lib/applications/tracker-fields';
import type { ReadPosting } from '@/lib/jobs/read-posting-schema';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import {
  changedFields,
  empty,
  fromApplication,
  todayIn,
  trackerBody,
  type Values,
} from './application-form-values';
import { formatInterview } from './format';
import { DateTimePicker } from './date-time-picker';
import { FillFromPosting } from './fill-from-posting';
import { useAddApplication, useUpdateApplication, useUserTimezone } from './queries';
import { useApplications } from '@/components/queries/applications';
import { SalaryFieldset } from './salary-fieldset';

const PRIORITY_OPTIONS = [
  ['5', '5 – highest'],
  ['4', '4 – high'],
  ['3', '3 – medium'],
  ['2', '2 – low'],
  ['1', '1 – lowest'],
] as const;

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
  const zone = useUserTimezone();
  const { register, handleSubmit, control, formState, setValue, getValues } = useForm<Values>({
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
  const set = (name: keyof Values, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  /** Applied with no date yet: applied today (in the user's zone). */
  const status = register('status', {
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
      if (canonicalStatus(e.target.value) === 'Applied' && !getValues('applied_date'))
        set('applied_date', todayIn(zone));
    },
  });

  function fill(p: ReadPosting) {
    const put = (name: keyof Values, value: string | number | null) => {
      if (value !== null && value !== '') set(name, String(value));
    };
    put('job_title', p.job_title);
    put('company', p.company);
    put('location', p.location);
    put('work_mode', p.work_mode);
    put('salary_min', p.salary_min);
    put('salary_max', p.salary_max);
    put('salary_currency', p.salary_currency);
    put('salary_period', p.salary_period);
    put('job_link', p.job_link);
    put('job_description', p.job_description);
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      {editing ? null : (
        <Suspense fallback={null}>
          <FillFromPosting onFill={fill} />
        </Suspense>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Job title" error={errors.job_title?.message} required>
          <Input autoComplete="off" {...register('job_title')} />
        </Field>
        <Field label="Company" error={errors.company?.message} required>
          <Input autoComplete="organization" {...register('company')} />
        </Field>
        <Field label="Status" error={errors.status?.message} required>
          <Select {...status}>
            <option value="">Select status</option>
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Date applied" error={errors.applied_date?.message} required={!editing}>
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

      <SalaryFieldset register={register} errors={errors} />

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
