// GET /api/upcoming?days=7 — the dashboard's Upcoming card: interviews, tasks, follow-ups, deadlines
import { listUpcoming } from '@/server/applications/upcoming/list-upcoming';
import { apiRoute } from '@/server/route/route';
import * as tasksApi from '@/lib/contracts/tasks';

export const GET = apiRoute(tasksApi.listUpcoming, {}, async ({ user, query }) => ({
  data: await listUpcoming({ userId: user.id, days: query.days }),
}));
