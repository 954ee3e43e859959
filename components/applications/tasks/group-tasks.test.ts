import { describe, expect, it } from 'vitest';
import type { TaskWithApplicationDto } from '@/lib/contracts/tasks';
import { groupTasks, tasksByApplication } from './group-tasks';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const task = (id: string, over: Partial<TaskWithApplicationDto>): TaskWithApplicationDto => ({
  id,
  application_id: 'a1',
  title: id,
  due_at: null,
  done: false,
  done_at: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  company: 'Acme',
  job_title: 'Engineer',
  ...over,
});

describe('groupTasks', () => {
  it('open past due (oldest first), due later (soonest first), undated, done', () => {
    const g = groupTasks(
      [
        task('later', { due_at: '2026-11-29T09:00:00Z' }),
        task('yesterday', { due_at: '2026-11-26T09:00:00Z' }),
        task('last-week', { due_at: '2026-11-20T09:00:00Z' }),
        task('soon', { due_at: '2026-11-27T13:00:00Z' }),
        task('someday', {}),
        task('done-past', {
          due_at: '2026-11-20T09:00:00Z',
          done: true,
          done_at: '2026-11-21T00:00:00Z',
        }),
      ],
      NOW,
    );
    expect(g.overdue.map((t) => t.id)).toEqual(['last-week', 'yesterday']);
    expect(g.due.map((t) => t.id)).toEqual(['soon', 'later']);
    expect(g.undated.map((t) => t.id)).toEqual(['someday']);
    expect(g.done.map((t) => t.id)).toEqual(['done-past']);
  });
});

describe('tasksByApplication', () => {
  it('one group per application, the soonest open task first; open before done inside', () => {
    const groups = tasksByApplication([
      task('b-open', { application_id: 'b', company: 'Beta', due_at: '2026-11-28T00:00:00Z' }),
      task('a-done', { application_id: 'a', done: true }),
      task('a-open', { application_id: 'a', due_at: '2026-11-30T00:00:00Z' }),
      task('c-undated', { application_id: 'c', company: 'Gamma' }),
    ]);
    expect(groups.map((g) => g.application_id)).toEqual(['b', 'a', 'c']);
    expect(groups[1]!.tasks.map((t) => t.id)).toEqual(['a-open', 'a-done']);
  });
});
