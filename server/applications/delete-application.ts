import 'server-only';
import { writeApplications } from './lifecycle/write-applications';

export type DeleteApplicationOptions = { userId: string; id: string };

/** Deletes one of the user's applications (its activity events go with it). */
export async function deleteApplication({ userId, id }: DeleteApplicationOptions): Promise<void> {
  await writeApplications({ userId, remove: { id } });
}
