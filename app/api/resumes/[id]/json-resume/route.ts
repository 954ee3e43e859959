// GET /api/resumes/{id}/json-resume — a saved resume as a JSON Resume 1.0 document (download)
import { apiRoute } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { exportJsonResume } from '@/server/resumes/json-resume/export-json-resume';

export const GET = apiRoute(resumesApi.exportJsonResume, {}, async ({ user, params }) =>
  exportJsonResume({ userId: user.id, id: params.id ?? '' }),
);
