// A contact of the book to reach out to again (ADR 193); the book's answers are in its contract
// (lib/contracts/contacts.ts).

export type ReachOutDue = { id: string; name: string; company: string | null; date: string };
