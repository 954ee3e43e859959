'use client';

// TanStack Query hooks for tasks and the Upcoming list. Keys sit under the shared
// 'applications' prefix, so every application change refreshes them too.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callOperation } from '@/lib/api/call-operation';
import * as tasksApi from '@/lib/contracts/tasks';
import type { TaskDto } from '@/lib/contracts/tasks';
import type { createTaskSchema, updateTaskSchema } from '@/lib/tasks/task-schemas';

export const taskKeys = {
  tasks: (id: string) => ['applications', 'tasks', id] as const,
  upcoming: (days: number) => ['applications', 'upcoming', days] as const,
  /** Every task over all applications (the Tasks page). */
  all: () => ['applications', 'all-tasks'] as const,
  /** Open tasks whose due time has passed (the head of Upcoming). */
  overdue: () => ['applications', 'overdue-tasks'] as const,
};

export function useTasks(applicationId: string) {
  return useQuery({
    queryKey: taskKeys.tasks(applicationId),
    queryFn: () =>
      callOperation(tasksApi.listTasks, { params: { id: applicationId } }).then((r) => r.data),
  });
}

export function useUpcoming(days = 7) {
  return useQuery({
    queryKey: taskKeys.upcoming(days),
    queryFn: () => callOperation(tasksApi.listUpcoming, { query: { days } }).then((r) => r.data),
  });
}

/** Every task of the user over all applications, soonest due first (GET /api/tasks). */
export function useAllTasks() {
  return useQuery({
    queryKey: taskKeys.all(),
    queryFn: () => callOperation(tasksApi.listAllTasks).then((r) => r.data),
  });
}

/** Open tasks due before now, oldest first: what Upcoming shows ahead of the coming days. */
export function useOverdueTasks() {
  return useQuery({
    queryKey: taskKeys.overdue(),
    queryFn: () =>
      callOperation(tasksApi.listAllTasks, {
        query: { done: 'false', due_before: new Date().toISOString() },
      }).then((r) => r.data),
  });
}

/** A new task (no id), a change to one, or its removal. */
type TaskChange =
  | { id?: undefined; body: z.input<typeof createTaskSchema>; remove?: undefined }
  | { id: string; body?: z.input<typeof updateTaskSchema>; remove?: boolean };

/** Adds (no id), changes or removes a task, then refreshes the application's tasks and Upcoming. */
export function useTaskMutation(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: TaskChange): Promise<unknown> => {
      if (change.id === undefined)
        return callOperation(tasksApi.addTask, {
          params: { id: applicationId },
          body: change.body,
        });
      const params = { id: applicationId, tid: change.id };
      return change.remove
        ? callOperation(tasksApi.deleteTask, { params })
        : callOperation(tasksApi.updateTask, { params, body: change.body ?? {} });
    },
    // Ticking a task shows at once; a failure puts the list back.
    onMutate: async ({ id, body }) => {
      if (!id || body?.done === undefined) return undefined;
      const key = taskKeys.tasks(applicationId);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TaskDto[]>(key);
      client.setQueryData<TaskDto[]>(key, (list) =>
        list?.map((t) => (t.id === id ? { ...t, done: body.done === true } : t)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(taskKeys.tasks(applicationId), context.previous);
    },
    onSettled: async () => {
      // Awaited: a row's own "ticking" state lasts until the lists it is shown in are fresh.
      await Promise.all([
        client.invalidateQueries({ queryKey: taskKeys.tasks(applicationId) }),
        client.invalidateQueries({ queryKey: taskKeys.all() }),
        client.invalidateQueries({ queryKey: taskKeys.overdue() }),
      ]);
      void client.invalidateQueries({ queryKey: ['applications', 'upcoming'] });
    },
  });
}
