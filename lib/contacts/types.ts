// Answers of the contacts book API (ADR 193), shared by the screens and the server.
import type { InteractionKind } from './contact-book-schemas';

export type InteractionDto = {
  id: string;
  kind: InteractionKind;
  occurred_on: string;
  note: string | null;
  created_at: string;
};

export type LinkedApplicationDto = { id: string; company: string; job_title: string };

export type BookContactDto = {
  id: string;
  name: string;
  company: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  linkedin_url: string | null;
  notes: string | null;
  reach_out_on: string | null;
  created_at: string;
  updated_at: string;
  last_interaction: InteractionDto | null;
  applications: LinkedApplicationDto[];
};

export type ReachOutDue = { id: string; name: string; company: string | null; date: string };
