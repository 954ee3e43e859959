'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { TimezonePicker } from '@/components/account/timezone/timezone-picker';
import { interviewFormSchema, type InterviewFormValues } from '@/lib/applications/form-schemas';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { toWallClockString } from '@/lib/time/wall-clock';
import { DateTimePicker } from './date-time-picker';
import { useSetInterview } from './queries';

type Props = { application: ApplicationDto; defaultTimezone: string };

/** Interview details: a date-time in 15-minute steps and a zone; saving goes to /applications. */
export function InterviewForm({ application, defaultTimezone }: Props) {
  const router = useRouter();
  const save = useSetInterview(application.id);
  const [error, setError] = useState<string | null>(null);
  const zone = application.interview_timezone ?? defaultTimezone;
  const { control, handleSubmit, formState } = useForm<InterviewFormValues>({
    resolver: zodResolver(interviewFormSchema),
    defaultValues: {
      interview_date: application.interview_date
        ? toWallClockString(new Date(application.interview_date), zone)
        : '',
      timezone: zone,
    },
  });

  async function onSubmit(values: InterviewFormValues) {
    setError(null);
    try {
      await save.mutateAsync({
        interview_date: `${values.interview_date}:00`,
        timezone: values.timezone,
      });
      router.push('/applications');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the interview. Please try again.');
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <Controller
        control={control}
        name="interview_date"
        render={({ field }) => (
          <DateTimePicker
            label="Interview date and time"
            stepMinutes={15}
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.interview_date?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <div className="flex flex-col gap-1.5">
            <TimezonePicker
              label="Timezone"
              value={field.value}
              onChange={field.onChange}
              aria-invalid={formState.errors.timezone ? true : undefined}
              aria-describedby="interview-timezone-error"
            />
            <p
              id="interview-timezone-error"
              aria-live="polite"
              className={formState.errors.timezone ? 'text-sm text-danger' : 'sr-only'}
            >
              {formState.errors.timezone?.message ?? ''}
            </p>
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => router.push('/applications')}
          disabled={save.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Interview'}
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
