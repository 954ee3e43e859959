// PATCH / DELETE /api/applications/{id}/tasks/{tid} — change or remove one task
import { deleteTask } from '@/server/applications/tasks/delete-task';
import { updateTask } from '@/server/applications/tasks/update-task';
import { apiRoute } from '@/server/route/route';
import * as tasksApi from '@/lib/contracts/tasks';

export const PATCH = apiRoute(tasksApi.updateTask, {}, async ({ user, params, body }) => ({
  data: await updateTask({
    userId: user.id,
    applicationId: params.id ?? '',
    taskId: params.tid ?? '',
    changes: body,
  }),
}));

export const DELETE = apiRoute(tasksApi.deleteTask, {}, async ({ user, params }) => {
  await deleteTask({ userId: user.id, applicationId: params.id ?? '', taskId: params.tid ?? '' });
  return { message: 'Task deleted successfully' };
});
