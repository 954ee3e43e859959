import 'server-only';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { toApplicationDto } from './application-dto';
import { insertApplicationWithEvent } from './insert-application-with-event';

export type CreateApplicationOptions = { userId: string; input: AddApplicationInput };

/** Creates an application and its 'created' activity event atomically (one statement). */
export async function createApplication({ userId, input }: CreateApplicationOptions): Promise<ApplicationDto> {
  const row = await insertApplicationWithEvent({ userId, input });
  return toApplicationDto(row);
}
