import 'server-only';
import type { WorkMode } from '@/lib/applications/tracker-fields';
import type { PostingSalary } from '@/lib/jobs/posting-details';

/** What a URL import found: the description as plain text plus what it could tell about the job. */
export type ImportedJob = {
  job_description: string;
  title: string | null;
  company: string | null;
  location: string | null;
  /** What the page states in structured data (JSON-LD); the text is read for them otherwise. */
  salary?: PostingSalary | null;
  work_mode?: WorkMode | null;
  /** Which reader produced it (for logs and the bench). */
  source:
    | 'json-ld'
    | 'embedded-state'
    | 'board-page'
    | 'greenhouse'
    | 'lever'
    | 'ashby'
    | 'workday'
    | 'readable-text';
};
