// Shapes the tracking API answers: status history, contacts, duplicates, pipeline, imports.
import type { ApplicationStatus } from '@/lib/applications/status';

export type StatusChangeDto = {
  status: ApplicationStatus;
  from_status: ApplicationStatus | null;
  changed_at: string;
};

export type ContactDto = {
  id: string;
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
};

export type DuplicateDto = {
  id: string;
  job_title: string;
  company: string;
  status: ApplicationStatus;
  applied_date: string | null;
  created_at: string;
};

/** Per application: since when it has been in its current status. */
export type StageAgeDto = { id: string; status: ApplicationStatus; since: string; days: number };

export type PipelineStatsDto = {
  /** Applications that reached Applied or beyond. */
  applied: number;
  /** Of those, the ones that moved on to Interview, Offer or Rejected. */
  replied: number;
  /** replied / applied, 0..1; null when nothing was applied to yet. */
  reply_rate: number | null;
  /** Average whole days the applications now in each status have been there. */
  average_days_in_stage: Record<ApplicationStatus, number | null>;
  stages: StageAgeDto[];
};

export type ImportRowDto = {
  row: number;
  job_title: string;
  company: string;
  status: ApplicationStatus;
  applied_date: string | null;
  job_link: string | null;
  notes: string | null;
  /** An existing application (or an earlier row of the file, as `row:N`) this row repeats. */
  duplicate_of: string | null;
};

export type ImportErrorDto = { row: number; field: string; detail: string };

export type ImportDryRunDto = {
  dry_run: true;
  rows: ImportRowDto[];
  errors: ImportErrorDto[];
  duplicates: { row: number; duplicate_of: string }[];
  /** Header of the file → the field it was read as (null when ignored). */
  columns: Record<string, string | null>;
};

export type ImportResultDto = { created: number; skipped: number; errors: ImportErrorDto[] };
