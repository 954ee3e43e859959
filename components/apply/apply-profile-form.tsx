'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { SALARY_PERIOD_LABELS, SALARY_PERIODS } from '@/lib/applications/tracker-fields';
import { applyProfileInputSchema, type ApplyProfile } from '@/lib/apply/profile-schema';
import {
  SELF_IDENTIFICATION_LABELS,
  SELF_IDENTIFICATION_OPTIONS,
} from '@/lib/apply/self-identification';
import { ApiError } from '@/lib/api/client';
import {
  ChoiceField,
  NumberField,
  TextField,
  YesNoField,
  type FieldErrors,
} from './profile-fields';
import { useApplyProfile, useSaveApplyProfile } from './queries';
import { WorkAuthorizationFields } from './work-authorization-fields';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** zod issues and the server's `errors` as one message per field path ('address.city'). */
function errorsOf(issues: { field: string; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, message } of issues) out[field] ??= message;
  return out;
}

/** Profile → Applying: the facts application forms ask for, kept once and filled by the extension. */
export function ApplyProfileForm() {
  const loaded = useApplyProfile();
  if (loaded.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        Could not load your apply profile.
      </p>
    );
  if (!loaded.data) return <Skeleton className="h-96 w-full" />;
  return <ProfileForm initial={loaded.data} />;
}

function ProfileForm({ initial }: { initial: ApplyProfile }) {
  const save = useSaveApplyProfile();
  const [profile, setProfile] = useState<ApplyProfile>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);

  const set = <K extends keyof ApplyProfile>(key: K, value: ApplyProfile[K]) => {
    setProfile({ ...profile, [key]: value });
    setStatus(null);
  };
  const setIn = <K extends 'address' | 'salary_expectation' | 'self_identification'>(
    key: K,
    part: Partial<ApplyProfile[K]>,
  ) => set(key, { ...profile[key], ...part });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = applyProfileInputSchema.safeParse(profile);
    if (!parsed.success) {
      setErrors(
        errorsOf(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
      );
      setStatus('Some answers need a fix: see the messages above.');
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(parsed.data);
      setProfile(saved);
      setStatus('Saved');
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: [] }) : null;
      setErrors(errorsOf(body?.errors ?? []));
      setStatus(error instanceof Error ? error.message : 'Could not save. Please try again.');
    }
  }

  const p = profile;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <Group legend="Name and contact">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={p.first_name}
          error={errors.first_name}
          onChange={(v) => set('first_name', v)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={p.last_name}
          error={errors.last_name}
          onChange={(v) => set('last_name', v)}
        />
        <TextField
          label="Preferred name"
          autoComplete="nickname"
          value={p.preferred_name}
          error={errors.preferred_name}
          onChange={(v) => set('preferred_name', v)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={p.email}
          error={errors.email}
          onChange={(v) => set('email', v)}
        />
        <TextField
          label="Phone country code"
          placeholder="+44"
          autoComplete="tel-country-code"
          inputMode="tel"
          value={p.phone_country_code}
          error={errors.phone_country_code}
          onChange={(v) => set('phone_country_code', v)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel-national"
          value={p.phone}
          error={errors.phone}
          onChange={(v) => set('phone', v)}
        />
      </Group>
      <Group legend="Address">
        <TextField
          label="Street"
          autoComplete="street-address"
          className="sm:col-span-2"
          value={p.address.street}
          error={errors['address.street']}
          onChange={(v) => setIn('address', { street: v })}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          value={p.address.city}
          error={errors['address.city']}
          onChange={(v) => setIn('address', { city: v })}
        />
        <TextField
          label="State / region"
          autoComplete="address-level1"
          value={p.address.region}
          error={errors['address.region']}
          onChange={(v) => setIn('address', { region: v })}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          value={p.address.postal_code}
          error={errors['address.postal_code']}
          onChange={(v) => setIn('address', { postal_code: v })}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          value={p.address.country}
          error={errors['address.country']}
          onChange={(v) => setIn('address', { country: v })}
        />
      </Group>
      <Group legend="Links and current job">
        <TextField
          label="LinkedIn"
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/…"
          value={p.linkedin_url}
          error={errors.linkedin_url}
          onChange={(v) => set('linkedin_url', v)}
        />
        <TextField
          label="GitHub"
          type="url"
          inputMode="url"
          placeholder="https://github.com/…"
          value={p.github_url}
          error={errors.github_url}
          onChange={(v) => set('github_url', v)}
        />
        <TextField
          label="Portfolio or website"
          type="url"
          inputMode="url"
          className="sm:col-span-2"
          value={p.website_url}
          error={errors.website_url}
          onChange={(v) => set('website_url', v)}
        />
        <TextField
          label="Current company"
          autoComplete="organization"
          value={p.current_company}
          error={errors.current_company}
          onChange={(v) => set('current_company', v)}
        />
        <TextField
          label="Current title"
          autoComplete="organization-title"
          value={p.current_title}
          error={errors.current_title}
          onChange={(v) => set('current_title', v)}
        />
        <NumberField
          label="Years of experience"
          value={p.years_experience}
          error={errors.years_experience}
          onChange={(v) => set('years_experience', v)}
        />
      </Group>
      <WorkAuthorizationFields
        value={p.work_authorization}
        error={
          errors.work_authorization ??
          Object.entries(errors).find(([k]) => k.startsWith('work_authorization.'))?.[1]
        }
        onChange={(v) => set('work_authorization', v)}
      />
      <Group legend="Work preferences">
        <YesNoField
          label="Needs visa sponsorship"
          value={p.needs_sponsorship}
          hint="Forms ask this as a legal question: it is filled only from your answer here."
          onChange={(v) => set('needs_sponsorship', v)}
        />
        <YesNoField
          label="Willing to relocate"
          value={p.willing_to_relocate}
          onChange={(v) => set('willing_to_relocate', v)}
        />
        <NumberField
          label="Salary expectation"
          value={p.salary_expectation.amount}
          error={errors['salary_expectation.amount']}
          onChange={(v) => setIn('salary_expectation', { amount: v })}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Currency"
            placeholder="USD"
            value={p.salary_expectation.currency}
            error={errors['salary_expectation.currency']}
            onChange={(v) => setIn('salary_expectation', { currency: v })}
          />
          <Field label="Per">
            <Select
              value={p.salary_expectation.period ?? ''}
              onChange={(e) =>
                setIn('salary_expectation', {
                  period: (e.target.value || null) as ApplyProfile['salary_expectation']['period'],
                })
              }
            >
              <option value="">—</option>
              {SALARY_PERIODS.map((s) => (
                <option key={s} value={s}>
                  {SALARY_PERIOD_LABELS[s]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <TextField
          label="Notice period"
          placeholder="e.g. 4 weeks"
          value={p.notice_period}
          error={errors.notice_period}
          onChange={(v) => set('notice_period', v)}
        />
        <TextField
          label="Earliest start date"
          type="date"
          value={p.earliest_start_date}
          error={errors.earliest_start_date}
          onChange={(v) => set('earliest_start_date', v)}
        />
        <TextField
          label="Pronouns"
          placeholder="e.g. she/her"
          value={p.pronouns}
          error={errors.pronouns}
          onChange={(v) => set('pronouns', v)}
        />
        <TextField
          label="How did you hear about us (default answer)"
          placeholder="e.g. LinkedIn"
          value={p.how_did_you_hear}
          error={errors.how_did_you_hear}
          onChange={(v) => set('how_did_you_hear', v)}
        />
      </Group>
      <Group legend="Voluntary self-identification">
        {(
          Object.keys(SELF_IDENTIFICATION_OPTIONS) as (keyof typeof SELF_IDENTIFICATION_OPTIONS)[]
        ).map((key) => (
          <ChoiceField
            key={key}
            label={SELF_IDENTIFICATION_LABELS[key]}
            value={p.self_identification[key]}
            options={SELF_IDENTIFICATION_OPTIONS[key]}
            error={errors[`self_identification.${key}`]}
            onChange={(v) => setIn('self_identification', { [key]: v })}
          />
        ))}
      </Group>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending}>
          Save apply profile
        </Button>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </form>
  );
}
