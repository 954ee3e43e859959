// The application form on a page: which ATS, its root element and its fields with their meanings.
import { classify, type Meaning } from './classify';
import type { AtsReader, FormField } from './form-model';
import { readFields } from './read-fields';
import { generic } from './readers/generic';
import { readerFor } from './readers';

export type ReadForm = {
  reader: AtsReader;
  root: Element | null;
  fields: { field: FormField; meaning: Meaning }[];
};

export function readForm(doc: Document, href: string): ReadForm {
  const reader = readerFor(new URL(href));
  const root = reader.root(doc) ?? generic.root(doc);
  if (!root) return { reader, root: null, fields: [] };
  const fields = readFields(root, reader.names).map((field) => ({
    field,
    meaning: classify(field),
  }));
  return { reader, root, fields };
}
