// POST /api/temp-store — keep a resume hand-off {resumeJson, analysis, jobDescription} for one read
import { z } from 'zod';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { json, authRoute } from '@/server/http/route';
import { createTempEntry } from '@/server/storage/create-temp-entry';

const body = z.object({
  resumeJson: resumeSchema,
  analysis: z.record(z.string(), z.unknown()).nullable().optional(),
  jobDescription: z.string().max(50_000).nullable().optional(),
});

// resumes:read: the browser extension's "Tailor my resume" hands the user's own resume to the editor this way (ADR 160).
export const POST = authRoute(
  { scope: 'resumes:read', body, maxBodyBytes: 500_000 },
  async ({ user, body }) => {
    const payload = {
      resumeJson: body.resumeJson,
      analysis: body.analysis ?? null,
      jobDescription: body.jobDescription ?? '',
    };
    const token = await createTempEntry({
      kind: 'RESUME_HANDOFF',
      userId: user.id,
      payload: JSON.parse(JSON.stringify(payload)),
    });
    return json({ token }, 201);
  },
);
