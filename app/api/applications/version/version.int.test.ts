import { describe, expect, it } from 'vitest';
import { POST as addApplication } from '@/app/api/applications/add-new-application/route';
import { DELETE as deleteApplication } from '@/app/api/applications/my-applications/[id]/route';
import { POST as addTask } from '@/app/api/applications/[id]/tasks/route';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { GET } from './route';

const version = async (token: string) => {
  const res = await callRoute(GET, { token, path: '/api/applications/version' });
  expect(res.status).toBe(200);
  return res.body.data.version as string;
};

describe('GET /api/applications/version', () => {
  it('changes on an add, a task and a delete, only for the owner; stays put otherwise', async () => {
    const user = await createUser();
    const other = await createUser();
    const start = await version(user.token);
    expect(await version(user.token)).toBe(start);
    const added = await callRoute(addApplication, {
      token: user.token,
      body: {
        job_title: 'Engineer',
        company: 'Acme',
        status: 'applied',
        applied_date: '2026-11-02',
      },
    });
    expect(added.status).toBe(201);
    const id = added.body.application.id as string;
    const afterAdd = await version(user.token);
    expect(afterAdd).not.toBe(start);
    const otherStart = await version(other.token);
    const task = await callRoute(addTask, {
      token: user.token,
      params: { id },
      body: { title: 'Write back' },
    });
    expect(task.status).toBe(201);
    const afterTask = await version(user.token);
    expect(afterTask).not.toBe(afterAdd);
    expect(await version(other.token)).toBe(otherStart);
    const deleted = await callRoute(deleteApplication, {
      token: user.token,
      method: 'DELETE',
      params: { id },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await version(user.token)).not.toBe(afterTask);
    expect((await callRoute(GET, { path: '/api/applications/version' })).status).toBe(401);
  }, 120_000);
});
