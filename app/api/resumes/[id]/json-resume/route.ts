// GET /api/resumes/{id}/json-resume — a saved resume as a JSON Resume 1.0 document (download)
import { authRoute } from '@/server/http/route';
import { exportJsonResume } from '@/server/resumes/json-resume/export-json-resume';

export const GET = authRoute({ scope: 'resumes:read' }, async ({ user, params }) => exportJsonResume({ userId: user.id, id: params.id ?? '' }));
