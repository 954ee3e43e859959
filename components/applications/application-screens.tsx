'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/client';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { ApplicationDetails } from './application-details';
import { ApplicationForm } from './application-form';
import { InterviewForm } from './interview-form';
import { useApplication, useUserTimezoneState } from './queries';

type LoaderProps = {
  id: string;
  /** Shown for an id that does not exist (or is not the user's). */
  notFound: string;
  /** Shown when loading failed for another reason. */
  failed: string;
  children: (application: ApplicationDto) => ReactNode;
};

/**
 * Loads the application by id (from the cache the list filled, else the API), so a reload or a
 * shared link works where the spec only had navigation state.
 */
function ApplicationLoader({ id, notFound, failed, children }: LoaderProps) {
  const { data, isPending, error, refetch } = useApplication(id);
  if (!id) return <Message text="Invalid application ID" />;
  if (isPending) {
    return (
      <div className="grid min-h-60 place-items-center text-primary">
        <Spinner className="size-8" label="Loading application" />
      </div>
    );
  }
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Message text={missing ? notFound : failed}>
        {missing ? null : (
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        )}
      </Message>
    );
  }
  return <>{children(data)}</>;
}

function Message({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <BackLink />
      <div role="alert" className="rounded-card border bg-surface p-8 text-center">
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}

function BackLink() {
  return (
    <IntentLink
      href="/applications"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden className="size-4" /> Applications
    </IntentLink>
  );
}

function FormPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <BackLink />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {subtitle ? <p className="break-words text-muted-foreground">{subtitle}</p> : null}
      </div>
      <div className="rounded-card border bg-surface p-5 sm:p-6">{children}</div>
    </div>
  );
}

export function NewApplicationScreen() {
  return (
    <FormPage title="Add Application">
      <ApplicationForm mode="add" />
    </FormPage>
  );
}

export function ApplicationDetailsScreen({ id }: { id: string }) {
  return (
    <ApplicationLoader
      id={id}
      notFound="No application data found."
      failed="Unable to load application details. Please try again."
    >
      {(a) => <ApplicationDetails application={a} />}
    </ApplicationLoader>
  );
}

export function EditApplicationScreen({ id }: { id: string }) {
  return (
    <ApplicationLoader
      id={id}
      notFound="No application found"
      failed="Unable to load application for editing. Please try again."
    >
      {(a) => (
        <FormPage title="Edit Application" subtitle={`${a.job_title} at ${a.company}`}>
          <ApplicationForm key={a.updated_at} mode="edit" application={a} />
        </FormPage>
      )}
    </ApplicationLoader>
  );
}

export function InterviewDetailsScreen({ id }: { id: string }) {
  const { zone, isPending } = useUserTimezoneState();
  return (
    <ApplicationLoader
      id={id}
      notFound="No application found"
      failed="Unable to load application details. Please try again."
    >
      {(a) =>
        isPending ? (
          <div className="grid min-h-60 place-items-center text-primary">
            <Spinner className="size-8" label="Loading" />
          </div>
        ) : (
          <FormPage title="Interview details" subtitle={`${a.job_title} at ${a.company}`}>
            <InterviewForm key={a.updated_at} application={a} defaultTimezone={zone} />
          </FormPage>
        )
      }
    </ApplicationLoader>
  );
}
