// GET /api/tasks — the user's tasks over all applications (?due_before=, ?done=)
import { listAllTasks } from '@/server/applications/tasks/list-all-tasks';
import { apiRoute } from '@/server/route/route';
import * as tasksApi from '@/lib/contracts/tasks';

export const GET = apiRoute(tasksApi.listAllTasks, {}, async ({ user, query }) => ({
  data: await listAllTasks({
    userId: user.id,
    dueBefore: query.due_before ? new Date(query.due_before) : undefined,
    done: query.done,
  }),
}));
