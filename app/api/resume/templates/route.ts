// GET /api/resume/templates — the resume templates the editor and exports offer
import { resumeTemplates } from '@/lib/resume/templates';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'resumes:read' }, async () => ({ data: resumeTemplates.map(({ id, name }) => ({ id, name })) }));
