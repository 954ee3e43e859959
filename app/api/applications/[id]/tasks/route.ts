// GET / POST /api/applications/{id}/tasks — an application's to-dos
import { createTask } from '@/server/applications/tasks/create-task';
import { listTasks } from '@/server/applications/tasks/list-tasks';
import { apiRoute, json } from '@/server/route/route';
import * as tasksApi from '@/lib/contracts/tasks';

export const GET = apiRoute(tasksApi.listTasks, {}, async ({ user, params }) => ({
  data: await listTasks({ userId: user.id, applicationId: params.id ?? '' }),
}));

export const POST = apiRoute(tasksApi.addTask, {}, async ({ user, params, body }) =>
  json(
    { data: await createTask({ userId: user.id, applicationId: params.id ?? '', input: body }) },
    201,
  ),
);
