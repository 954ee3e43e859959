// The application shapes the API answers and the client reads.
import type { ApplicationStatus } from '@/lib/applications/status';
import type { SentResumeDto } from '@/lib/resume/saved-resume-schemas';
import type { SalaryPeriod, WorkMode } from '@/lib/applications/tracker-fields';

export type ApplicationDto = {
  id: string;
  job_title: string;
  company: string;
  status: ApplicationStatus;
  applied_date: string | null;
  job_link: string | null;
  notes: string | null;
  job_description: string | null;
  /** ISO 8601 with the interview zone's offset. */
  interview_date: string | null;
  interview_timezone: string | null;
  follow_up_date: string | null;
  /** Where the job was found (LinkedIn, Referral…). */
  source: string | null;
  location: string | null;
  work_mode: WorkMode | null;
  salary_min: number | null;
  salary_max: number | null;
  /** ISO 4217 code. */
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
  /** 1 (low) to 5 (high). */
  priority: number | null;
  /** The last day to apply (YYYY-MM-DD). */
  deadline: string | null;
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
