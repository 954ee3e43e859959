// Test data for e2e specs, made through the real API as a signed-in user: one helper per aggregate
// (an application, a task on it, a contact linked to it), each checking the API said yes and
// answering the new row's id. The body is sent as given, so a spec spells what matters to it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { SignedInUser } from './users';

const auth = (user: SignedInUser) => ({ authorization: `Bearer ${user.access_token}` });

/** Adds an application (POST add-new-application) and answers its id. */
export async function createApplication(
  request: APIRequestContext,
  user: SignedInUser,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await request.post('/api/applications/add-new-application', {
    headers: auth(user),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

/** Adds a task to an application and answers its id. */
export async function addTask(
  request: APIRequestContext,
  user: SignedInUser,
  applicationId: string,
  body: { title: string; due_at?: string | null; timezone?: string | null },
): Promise<string> {
  const res = await request.post(`/api/applications/${applicationId}/tasks`, {
    headers: auth(user),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Adds a contact to an application (it joins the contacts book too) and answers its id. */
export async function linkContact(
  request: APIRequestContext,
  user: SignedInUser,
  applicationId: string,
  body: Record<string, unknown> & { name: string },
): Promise<string> {
  const res = await request.post(`/api/applications/${applicationId}/contacts`, {
    headers: auth(user),
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}
