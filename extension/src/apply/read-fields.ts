// Reads every question of a form into the form model (form-model.ts): inputs, selects, textareas,
// radio and checkbox groups, ARIA comboboxes (React selects, Workday's listbox buttons, typeahead
// locations), Yes/No button pairs and file inputs. Works on any DOM (the page's, or linkedom's in tests).
import type { FieldKind, FormField } from './form-model';
import {
  FIELD_BOX,
  cleanQuestion,
  hasRequiredMark,
  optionLabel,
  ownText,
  rawLabel,
} from './label-text';
import type { ProfileKey } from './profile-keys';

const SKIPPED_TYPES = new Set(['hidden', 'submit', 'button', 'image', 'reset', 'search']);
const PLACEHOLDER_OPTION = /^(select|choose|please select|pick|--|—|-)\b|^\s*$|^select\.\.\.$/i;
export const OWN_UI = '[data-pursuit-apply]';

function namesOf(el: Element): string[] {
  return ['name', 'id', 'data-automation-id', 'data-qa', 'data-ui', 'data-testid']
    .map((a) => el.getAttribute(a))
    .filter((v): v is string => !!v);
}

function hidden(el: Element): boolean {
  return !!el.closest('[hidden], [aria-hidden="true"], template') || !!el.closest(OWN_UI);
}

function isRequired(el: Element, label: string): boolean {
  return (
    el.hasAttribute('required') ||
    el.getAttribute('aria-required') === 'true' ||
    hasRequiredMark(label)
  );
}

function inputKind(el: HTMLInputElement): FieldKind | null {
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  if (SKIPPED_TYPES.has(type)) return null;
  if (el.getAttribute('role') === 'combobox' || el.getAttribute('aria-autocomplete') === 'list')
    return 'combobox';
  if (['email', 'tel', 'url', 'number', 'date', 'file', 'radio', 'checkbox'].includes(type))
    return type as FieldKind;
  if (type === 'month') return 'date';
  return 'text';
}

/** The question of a group (radios, checkboxes, buttons): the legend or the box's own label. */
function groupQuestion(members: Element[]): { text: string; box: Element } {
  const first = members[0]!;
  let box = first.closest(FIELD_BOX);
  while (box && !members.every((m) => box!.contains(m)))
    box = box.parentElement?.closest(FIELD_BOX) ?? null;
  box ??= first.parentElement!;
  const labelledBy = box.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = ownText(first.ownerDocument.getElementById(labelledBy));
    if (text.trim()) return { text, box };
  }
  const heading = Array.from(
    box.querySelectorAll(
      'legend, label, .application-label, [id$="-label"], [class*="label"], p, span, div',
    ),
  ).find(
    (el) =>
      !el.querySelector('input, button, select') &&
      !members.some((m) => el.contains(m)) &&
      ownText(el).trim(),
  );
  return { text: heading ? ownText(heading) : (box.getAttribute('aria-label') ?? ''), box };
}

function field(
  el: HTMLElement,
  kind: FieldKind,
  label: string,
  extra: Partial<FormField> = {},
): FormField {
  return {
    question: cleanQuestion(label),
    kind,
    required: isRequired(el, label),
    options: [],
    element: el,
    choices: [],
    names: namesOf(el),
    autocomplete: el.getAttribute('autocomplete'),
    known: null,
    outline: el,
    ...extra,
  };
}

/** The fields under `root`, in document order; `names` maps the ATS's exact field names to meanings. */
export function readFields(root: Element, names: Record<string, ProfileKey> = {}): FormField[] {
  const fields: FormField[] = [];
  const seenGroups = new Set<string>();
  const controls = Array.from(
    root.querySelectorAll<HTMLElement>(
      'input, select, textarea, [role="combobox"], button[aria-haspopup="listbox"]',
    ),
  );
  // Yes/No button pairs (Ashby): two buttons that are the only controls of a question's box.
  const buttonPairs = Array.from(root.querySelectorAll<HTMLElement>('div, span')).filter((d) => {
    const buttons = Array.from(d.children).filter((c) => c.tagName === 'BUTTON');
    return (
      buttons.length === 2 &&
      d.children.length === 2 &&
      /^yes$/i.test((buttons[0]!.textContent ?? '').trim()) &&
      /^no$/i.test((buttons[1]!.textContent ?? '').trim())
    );
  });
  // Dates typed in parts (Workday: month, day and year inputs in one wrapper) are one field.
  const dateParts = new Set<Element>();
  const dateWrappers = Array.from(
    root.querySelectorAll<HTMLElement>('[data-automation-id="dateInputWrapper"]'),
  ).filter((w) => {
    const parts = w.querySelectorAll('input[data-automation-id^="dateSection"]');
    parts.forEach((p) => dateParts.add(p));
    return parts.length > 0;
  });
  const all = [...controls.filter((c) => !dateParts.has(c)), ...buttonPairs, ...dateWrappers].sort(
    (a, b) => (a === b ? 0 : a.compareDocumentPosition(b) & 4 ? -1 : 1),
  );
  for (const el of all) {
    if (hidden(el) || el.hasAttribute('disabled')) continue;
    if (el.parentElement?.closest('[role="combobox"]')) continue;
    const tag = el.tagName.toUpperCase();
    let f: FormField | null = null;
    if (dateWrappers.includes(el)) {
      const parts = Array.from(
        el.querySelectorAll<HTMLElement>('input[data-automation-id^="dateSection"]'),
      );
      const { text, box } = groupQuestion(parts);
      f = field(el, 'date', text, { choices: parts, outline: box as HTMLElement });
    } else if (buttonPairs.includes(el)) {
      const buttons = Array.from(el.children) as HTMLElement[];
      const { text, box } = groupQuestion(buttons);
      f = field(el, 'buttons', text, {
        options: buttons.map((b) => (b.textContent ?? '').trim()),
        choices: buttons,
        outline: box as HTMLElement,
      });
    } else if (tag === 'SELECT') {
      const select = el as HTMLSelectElement;
      f = field(el, 'select', rawLabel(el), {
        options: Array.from(select.querySelectorAll('option'))
          .map((o) => (o.textContent ?? '').trim())
          .filter((t) => !PLACEHOLDER_OPTION.test(t)),
      });
    } else if (tag === 'TEXTAREA') {
      f = field(el, 'textarea', rawLabel(el));
    } else if (tag === 'BUTTON') {
      f = field(el, 'combobox', rawLabel(el));
    } else if (tag === 'INPUT') {
      const input = el as HTMLInputElement;
      const kind = inputKind(input);
      if (!kind) continue;
      if (kind === 'radio' || kind === 'checkbox') {
        const name = input.getAttribute('name');
        const group = name
          ? Array.from(root.querySelectorAll<HTMLInputElement>(`input[type="${kind}"]`)).filter(
              (o) => o.getAttribute('name') === name && !hidden(o),
            )
          : [input];
        if (kind === 'radio' || group.length > 1) {
          const key = `${kind}:${name}`;
          if (seenGroups.has(key)) continue;
          seenGroups.add(key);
          const { text, box } = groupQuestion(group);
          f = field(input, kind === 'radio' ? 'radio' : 'checkboxes', text, {
            options: group.map(optionLabel),
            choices: group,
            outline: box as HTMLElement,
            required: group.some((g) => g.hasAttribute('required')) || hasRequiredMark(text),
          });
        } else {
          f = field(input, 'checkbox', optionLabel(input) || rawLabel(input));
        }
      } else {
        f = field(input, kind, rawLabel(input));
      }
    } else {
      f = field(el, 'combobox', rawLabel(el));
    }
    f.known = f.names.map((n) => names[n]).find((k) => k) ?? null;
    fields.push(f);
  }
  return fields;
}
