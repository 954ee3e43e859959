// GET /api/applications/export?format=csv|json — every application as a download
import { exportApplications } from '@/server/applications/portability/export-applications';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.exportApplications, {}, async ({ user, query }) =>
  exportApplications({ userId: user.id, format: query.format }),
);
