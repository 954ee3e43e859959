// GET /api/applications/export?format=csv|json — every application as a download
import { exportQuerySchema } from '@/lib/tracking/portability-schemas';
import { exportApplications } from '@/server/applications/portability/export-applications';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read', query: exportQuerySchema }, async ({ user, query }) => exportApplications({ userId: user.id, format: query.format }));
