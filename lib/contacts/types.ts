// Answers of the contacts book API (ADR 193), taken from its contract (lib/contracts/contacts.ts).
import type { z } from 'zod';
import type { bookContactDtoSchema, interactionDtoSchema } from '@/lib/contracts/contacts';

export type InteractionDto = z.infer<typeof interactionDtoSchema>;
export type BookContactDto = z.infer<typeof bookContactDtoSchema>;
export type LinkedApplicationDto = BookContactDto['applications'][number];

export type ReachOutDue = { id: string; name: string; company: string | null; date: string };
