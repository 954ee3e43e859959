import 'server-only';
import { resumeSchema } from '@/lib/resume/resume-schema';
import type { SentResumeDto } from '@/lib/contracts/application-answers';
import { knownTemplate } from '@/lib/resume/templates';

/** The sent copy's columns as a LEFT JOIN of `sent_resumes` reads them (all null when none was attached). */
export type SentResumeRow = {
  sentName: string | null;
  sentData: unknown;
  sentTemplate: string | null;
  sentJobDescription: string | null;
  sentAt: Date | string | null;
};

/** Raw SQL select list for `SentResumeRow`, reading the `sent_resumes` table under `alias`. */
export const sentResumeColumns = (alias: string) =>
  `"${alias}".name AS "sentName", "${alias}".data AS "sentData", "${alias}".template AS "sentTemplate", ` +
  `"${alias}".job_description AS "sentJobDescription", "${alias}".sent_at AS "sentAt"`;

/** The copy of the resume sent with an application, or null when none was attached. */
export function toSentResumeDto(row: SentResumeRow): SentResumeDto | null {
  if (row.sentName === null || row.sentAt === null) return null;
  const data =
    typeof row.sentData === 'string' ? (JSON.parse(row.sentData) as unknown) : row.sentData;
  const parsed = resumeSchema.safeParse(data);
  return {
    name: row.sentName,
    template: knownTemplate(row.sentTemplate ?? ''),
    resume_json: parsed.success ? parsed.data : resumeSchema.parse({}),
    job_description: row.sentJobDescription,
    sent_at: new Date(row.sentAt).toISOString(),
  };
}
