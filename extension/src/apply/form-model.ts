// The form as the filler sees it: one entry per question, whatever the ATS's markup.
import type { ProfileKey } from './profile-keys';

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'date'
  | 'textarea'
  | 'select'
  | 'combobox' // a custom select or a typeahead: options appear once it is opened or typed into
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'buttons' // a pair of toggle buttons (Yes / No) that stands for a radio group
  | 'file';

export type FormField = {
  /** The question as the form shows it (label, legend, aria-label…), without the required mark. */
  question: string;
  kind: FieldKind;
  required: boolean;
  /** Choices known without opening the control (select, radio, checkboxes, buttons). */
  options: string[];
  /** The control; for a group, its container (or first member). */
  element: HTMLElement;
  /** The members of a group, in the order of `options`. */
  choices: HTMLElement[];
  /** name / id / data-automation-id / autocomplete, for matching known field names. */
  names: string[];
  autocomplete: string | null;
  /** The meaning the ATS's own field name gives, when the reader knows it for certain. */
  known: ProfileKey | null;
  /** The element outlined in the summary. */
  outline: HTMLElement;
};

/** The ATS reader for a page: which system, where its form is, the field names it knows. */
export type AtsReader = {
  name: string;
  /** Whether `url` is this system's application page. */
  matches: (url: URL) => boolean;
  /** The form's root, or null when this page has none (yet). */
  root: (doc: Document) => Element | null;
  /** Exact field names (name, id or data-automation-id) this ATS uses, with their meaning. */
  names: Record<string, ProfileKey>;
  /** The posting's link from the application page's (…/apply → the posting). */
  jobUrl: (url: URL) => string;
  /** Steps appear one after another: fill each new step as it is shown. */
  multiStep?: boolean;
};
