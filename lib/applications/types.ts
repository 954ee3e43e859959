// The application shapes the API answers and the client reads.
import type { ApplicationStatus } from '@/lib/applications/status';
import type { SentResumeDto } from '@/lib/resume/saved-resume-schemas';
import type { ApplicationFieldValues } from '@/lib/applications/fields';

/** An application as the API answers it: its fields from the field list (lib/applications/fields.ts). */
export type ApplicationDto = { id: string } & ApplicationFieldValues & {
    created_at: string;
    updated_at: string;
    /** The copy of the resume sent with it (GET my-applications/{id} only; null when none). */
    sent_resume?: SentResumeDto | null;
    /** The cover-letter version recorded as sent with it (GET one application only). */
    sent_cover_letter?: SentCoverLetterDto | null;
  };

/** An application as the list answers it: without the details-only fields, with its match score. */
export type ApplicationListItem = Omit<ApplicationDto, 'sent_resume' | 'sent_cover_letter'> & {
  /** The sent resume's keyword match score (0–100); null when none was sent or scored. */
  match_score: number | null;
};

export type RecentActivityItem = {
  id: string;
  application_id: string;
  job_title: string;
  company_name: string;
  status: ApplicationStatus;
  kind: 'created' | 'status_changed' | 'interview_set' | 'updated';
  time_ago: string;
  created_at: string;
};

export type ApplicationStats = {
  applied: number;
  interview: number;
  offer: number;
  rejected: number;
  not_applied: number;
  total: number;
};

/** The cover letter sent with an application, as it was sent. */
export type SentCoverLetterDto = { id: string; version: number; body: string; sent_at: string };
