// Test data made through the real database, token code and route handlers: an application made
// here goes through the lifecycle (ADR 200) with every side effect, as the app's would.
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@/server/auth/access-token';
import { prisma } from '@/server/db/client';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import type { TaskDto } from '@/lib/contracts/tasks';
import type { ContactDto } from '@/lib/contracts/application-answers';
import { callRoute } from '@/test/call-route';
import * as addApplicationRoute from '@/app/api/applications/add-new-application/route';
import * as tasksRoute from '@/app/api/applications/[id]/tasks/route';
import * as contactsRoute from '@/app/api/applications/[id]/contacts/route';

export type TestUser = { id: string; email: string; username: string; token: string };

/** Whoever the factory acts for: a test user, or any bearer token (personal, extension). */
export type Owner = Pick<TestUser, 'token'> | string;

const tokenOf = (owner: Owner) => (typeof owner === 'string' ? owner : owner.token);

/** A verified user with a valid access token. */
export async function createUser(
  overrides: { email?: string; username?: string; timezone?: string | null } = {},
): Promise<TestUser> {
  const db = await prisma();
  const email = overrides.email ?? `user-${randomUUID()}@example.test`;
  const user = await db.user.create({
    data: {
      email,
      username: overrides.username ?? 'Test User',
      emailVerifiedAt: new Date(),
      timezone: overrides.timezone === undefined ? 'Africa/Lagos' : overrides.timezone,
    },
  });
  return {
    id: user.id,
    email,
    username: user.username,
    token: await signAccessToken({ userId: user.id }),
  };
}

async function created<T>(what: string, res: { status: number; body: any }): Promise<T> {
  if (res.status !== 201)
    throw new Error(`${what}: expected 201, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * An application added through POST add-new-application: a Platform Engineer role at Acme, at
 * Applied, unless `fields` say otherwise (any add-body field).
 */
export async function createApplication(
  owner: Owner,
  fields: Record<string, unknown> = {},
): Promise<ApplicationDto> {
  const res = await callRoute(addApplicationRoute.POST, {
    token: tokenOf(owner),
    body: { job_title: 'Platform Engineer', company: 'Acme', status: 'Applied', ...fields },
  });
  return (await created<{ application: ApplicationDto }>('createApplication', res)).application;
}

/** A task on an application through POST {id}/tasks: 'Send the portfolio' unless `fields` say otherwise. */
export async function addTask(
  owner: Owner,
  applicationId: string,
  fields: Record<string, unknown> = {},
): Promise<TaskDto> {
  const res = await callRoute(tasksRoute.POST, {
    token: tokenOf(owner),
    params: { id: applicationId },
    body: { title: 'Send the portfolio', ...fields },
  });
  return (await created<{ data: TaskDto }>('addTask', res)).data;
}

/** A contact linked to an application through POST {id}/contacts: Ada Lovelace unless `fields` say otherwise. */
export async function linkContact(
  owner: Owner,
  applicationId: string,
  fields: Record<string, unknown> = {},
): Promise<ContactDto> {
  const res = await callRoute(contactsRoute.POST, {
    token: tokenOf(owner),
    params: { id: applicationId },
    body: { name: 'Ada Lovelace', ...fields },
  });
  return (await created<{ data: ContactDto }>('linkContact', res)).data;
}
