// GET/PUT /api/resumes/current — the signed-in user's default saved resume (created on the first PUT)
import { z } from 'zod';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { templateIdSchema } from '@/lib/resume/templates';
import { authRoute } from '@/server/http/route';
import { getCurrentResume } from '@/server/resumes/get-current-resume';
import { saveCurrentResume } from '@/server/resumes/save-current-resume';

export const GET = authRoute({ scope: 'resumes:read' }, async ({ user }) => getCurrentResume({ userId: user.id }));

export const PUT = authRoute(
  { scope: 'resumes:write', body: z.object({ resume_json: resumeSchema, template: templateIdSchema.optional() }), maxBodyBytes: 1_000_000 },
  async ({ user, body }) => saveCurrentResume({ userId: user.id, resume: body.resume_json, template: body.template }),
);
