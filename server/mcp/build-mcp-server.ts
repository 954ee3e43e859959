import 'server-only';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { addApplicationSchema, statusField, WALL_CLOCK_PATTERN } from '@/lib/applications/schemas';
import { analysisSchema } from '@/lib/resume/analysis-schema';
import type { TokenScope } from '@/lib/tokens/schemas';
import { resumeJsonToText } from '@/server/ai/scoring/resume-json-to-text';
import { analyzeResume } from '@/server/ai/scoring/analyze-resume';
import { createApplication } from '@/server/applications/create-application';
import { getApplicationOrThrow } from '@/server/applications/get-application-or-throw';
import { getApplicationStats } from '@/server/applications/get-application-stats';
import { listApplications } from '@/server/applications/list-applications';
import { listUpcomingInterviews } from '@/server/applications/list-upcoming-interviews';
import { getPipelineStats } from '@/server/applications/pipeline/get-pipeline-stats';
import { setInterview } from '@/server/applications/set-interview';
import { updateApplication } from '@/server/applications/update-application';
import { AppError } from '@/server/http/app-error';
import {
  applicationListItemSchema,
  applicationSchema,
  applicationStatsSchema,
  pipelineStatsSchema,
} from '@/lib/contracts/application-answers';
import { getCurrentResume } from '@/server/resumes/get-current-resume';
import type { TokenCaller } from '@/server/tokens/authenticate-personal-access-token';

const applicationOut = z.object({ application: applicationSchema });
const applicationListOut = z.object({ applications: z.array(applicationListItemSchema) });
const applicationsOut = z.object({ applications: z.array(applicationSchema) });

/** A tool answer: the structured content and the same JSON as text, for clients that read only text. */
const answer = <T extends Record<string, unknown>>(structured: T) => ({
  structuredContent: structured,
  content: [{ type: 'text' as const, text: JSON.stringify(structured) }],
});

/** Service errors become tool errors the model can read (not protocol errors). */
async function run<T extends Record<string, unknown>>(work: () => Promise<T>) {
  try {
    return answer(await work());
  } catch (error) {
    if (error instanceof AppError || error instanceof z.ZodError) {
      const detail =
        error instanceof AppError ? error.message : (error.issues[0]?.message ?? 'Invalid input');
      return { isError: true, content: [{ type: 'text' as const, text: detail }] };
    }
    throw error;
  }
}

/**
 * The MCP server for one caller (ADR 153): only the tools its token's scopes allow are
 * registered, each calling the same services as the REST routes with the token owner's id, so
 * isolation and time zones behave exactly as in the app.
 */
export function buildMcpServer({ user, scopes }: TokenCaller): McpServer {
  const server = new McpServer({ name: 'pursuit', version: '1.0.0' });
  const can = (scope: TokenScope) => scopes.includes(scope);
  const userId = user.id;

  if (can('applications:read')) {
    server.registerTool(
      'search_applications',
      {
        title: 'Search applications',
        description:
          'The user’s job applications, newest first, filtered by text (title or company) and status.',
        inputSchema: {
          query: z.string().max(200).optional().describe('Words in the job title or company'),
          status: z.enum(['Applied', 'Interview', 'Offer', 'Rejected', 'Not Applied']).optional(),
          limit: z
            .number()
            .int()
            .min(1)
            .max(100)
            .optional()
            .describe('At most this many (default 25)'),
        },
        outputSchema: applicationListOut.shape,
        annotations: { readOnlyHint: true },
      },
      ({ query, status, limit }) =>
        run(async () => ({
          applications: (await listApplications({ userId, q: query, status, limit: limit ?? 25 }))
            .data,
        })),
    );
    server.registerTool(
      'get_application',
      {
        title: 'Get an application',
        description: 'One application by id, with its notes, job description and interview.',
        inputSchema: { id: z.string().describe('The application id') },
        outputSchema: applicationOut.shape,
        annotations: { readOnlyHint: true },
      },
      ({ id }) => run(async () => ({ application: await getApplicationOrThrow({ userId, id }) })),
    );
    server.registerTool(
      'list_upcoming_interviews',
      {
        title: 'Upcoming interviews',
        description:
          'Interviews still ahead, soonest first; each time is ISO 8601 with its own zone’s offset.',
        inputSchema: { limit: z.number().int().min(1).max(100).optional() },
        outputSchema: applicationsOut.shape,
        annotations: { readOnlyHint: true },
      },
      ({ limit }) =>
        run(async () => ({ applications: await listUpcomingInterviews({ userId, limit }) })),
    );
    server.registerTool(
      'get_stats',
      {
        title: 'Application statistics',
        description: 'Counts by status, the reply rate and days spent in each stage.',
        inputSchema: {},
        outputSchema: { counts: applicationStatsSchema, pipeline: pipelineStatsSchema },
        annotations: { readOnlyHint: true },
      },
      () =>
        run(async () => ({
          counts: await getApplicationStats({ userId }),
          pipeline: await getPipelineStats({ userId }),
        })),
    );
  }

  if (can('applications:write')) {
    server.registerTool(
      'add_application',
      {
        title: 'Add an application',
        description:
          'Track a new job application. Status: applied, interview, offer, rejected or not_applied.',
        inputSchema: addApplicationSchema.omit({ resume_id: true }).shape,
        outputSchema: applicationOut.shape,
      },
      (input) =>
        run(async () => ({
          application: await createApplication({
            userId,
            userZone: user.timezone,
            input: addApplicationSchema.parse(input),
          }),
        })),
    );
    server.registerTool(
      'update_application_status',
      {
        title: 'Move an application to a status',
        description:
          'Change an application’s status (Applied, Interview, Offer, Rejected, Not Applied).',
        inputSchema: { id: z.string(), status: statusField },
        outputSchema: applicationOut.shape,
      },
      ({ id, status }) =>
        run(async () => ({
          application: await updateApplication({
            userId,
            id,
            changes: { status },
            userTimezone: user.timezone,
          }),
        })),
    );
    server.registerTool(
      'schedule_interview',
      {
        title: 'Schedule an interview',
        description:
          'Set the interview of an application: a wall-clock time (YYYY-MM-DDTHH:mm) in an IANA time zone, resolved DST-correctly as the app does. An Applied application moves to Interview.',
        inputSchema: {
          id: z.string(),
          interview_date: z
            .string()
            .regex(WALL_CLOCK_PATTERN, 'interview_date must look like 2026-12-01T14:30')
            .describe('Wall-clock time, e.g. 2026-12-01T14:30'),
          timezone: z.string().min(1).max(64).describe('IANA zone, e.g. Europe/Berlin'),
        },
        outputSchema: applicationOut.shape,
      },
      ({ id, interview_date, timezone }) =>
        run(async () => ({
          application: await setInterview({ userId, id, input: { interview_date, timezone } }),
        })),
    );
  }

  if (can('ai:use') && can('resumes:read')) {
    server.registerTool(
      'analyze_resume_against_job',
      {
        title: 'Score the current resume against a job',
        description:
          'Scores the user’s current (default) saved resume against a pasted job description: ATS and keyword scores, missing keywords, suggestions.',
        inputSchema: {
          job_description: z.string().min(1).max(50_000).describe('The job posting’s text'),
        },
        outputSchema: { resume_name: z.string(), analysis: analysisSchema },
        annotations: { readOnlyHint: true },
      },
      ({ job_description }) =>
        run(async () => {
          const resume = await getCurrentResume({ userId });
          const analysis = await analyzeResume({
            resumeText: resumeJsonToText(resume.resume_json),
            jobDescription: job_description,
          });
          return { resume_name: resume.name, analysis };
        }),
    );
  }
  return server;
}
