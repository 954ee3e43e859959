// POST /api/temp-store — keep a resume hand-off {resumeJson, analysis, jobDescription} for one read
import { json, apiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { createTempEntry } from '@/server/storage/create-temp-entry';

// resumes:read: the browser extension's "Tailor my resume" hands the user's own resume to the editor this way (ADR 160).
export const POST = apiRoute(
  api.createHandoff,
  { maxBodyBytes: 500_000 },
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
