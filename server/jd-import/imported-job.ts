import 'server-only';

/** What a URL import found: the description as plain text plus what it could tell about the job. */
export type ImportedJob = {
  job_description: string;
  title: string | null;
  company: string | null;
  location: string | null;
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
