'use client';

import { ApplicationContacts } from '@/components/contacts/application-contacts';
import { StatusTimeline } from './status-timeline';

/** What the details page shows below the fields: the status timeline and the contacts. */
export function ApplicationTracking({ applicationId }: { applicationId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <StatusTimeline applicationId={applicationId} />
      <ApplicationContacts applicationId={applicationId} />
    </div>
  );
}
