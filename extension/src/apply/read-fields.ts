// Reads every question of a form into the form model (form-model.ts): inputs, selects, textareas,
// radio and checkbox groups, ARIA comboboxes (React selects, Workday's listbox buttons, typeahead
// locations), Yes/No button pairs, dates in parts and file inputs, open shadow roots included. Works
// on any DOM (the page's, or linkedom's in tests).
import { datePart } from './date-parts';
import { closestDeep, deepElements, hostOf, scopeOf } from './deep-dom';
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

const NAME_ATTRIBUTES = ['name', 'id', 'data-automation-id', 'data-qa', 'data-ui', 'data-testid'];

/** The control's own names, then its shadow host's (a web component's id names the field). */
function namesOf(el: Element): string[] {
  const host = hostOf(el);
  return [el, ...(host ? [host] : [])]
    .flatMap((e) => NAME_ATTRIBUTES.map((a) => e.getAttribute(a)))
    .filter((v): v is string => !!v);
}

function hidden(el: Element): boolean {
  return !!closestDeep(el, '[hidden], [aria-hidden="true"], template') || !!closestDeep(el, OWN_UI);
}

const DATE_BOX = 'fieldset, [role="group"]';

/** A box whose only controls are 2–3 date parts (Month, Day, Year): one date field. */
function datePartsOf(box: Element, controls: HTMLElement[]): HTMLElement[] | null {
  const inside = controls.filter((c) => box.contains(c));
  if (inside.length < 2 || inside.length > 3) return null;
  const parts = inside.map((c) => datePart(c, c.tagName === 'SELECT' ? rawLabel(c) : ''));
  const seen = new Set(parts);
  if (
    parts.some((p) => !p) ||
    seen.size !== parts.length ||
    !seen.has('Year') ||
    !seen.has('Month')
  )
    return null;
  return inside;
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
    const text = ownText(scopeOf(box).getElementById(labelledBy));
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
  const everything = deepElements(root);
  const order = new Map(everything.map((el, i) => [el, i]));
  const controls = everything.filter((el) =>
    el.matches('input, select, textarea, [role="combobox"], button[aria-haspopup="listbox"]'),
  ) as HTMLElement[];
  // Yes/No button pairs (Ashby): two buttons that are the only controls of a question's box.
  const buttonPairs = (everything.filter((el) => el.matches('div, span')) as HTMLElement[]).filter(
    (d) => {
      const buttons = Array.from(d.children).filter((c) => c.tagName === 'BUTTON');
      return (
        buttons.length === 2 &&
        d.children.length === 2 &&
        /^yes$/i.test((buttons[0]!.textContent ?? '').trim()) &&
        /^no$/i.test((buttons[1]!.textContent ?? '').trim())
      );
    },
  );
  // Dates typed in parts (Workday's month, day and year inputs in one wrapper; any form's Month /
  // Day / Year boxes or selects in one fieldset) are one field.
  const dateParts = new Map<Element, HTMLElement[]>();
  const partControls = controls.filter(
    (c) =>
      c.tagName === 'SELECT' ||
      (c.tagName === 'INPUT' && inputKind(c as HTMLInputElement) !== null),
  );
  for (const w of everything) {
    if (w.matches('[data-automation-id="dateInputWrapper"]')) {
      const parts = partControls.filter(
        (p) => w.contains(p) && p.matches('input[data-automation-id^="dateSection"]'),
      );
      if (!parts.length) continue;
      // A fieldset around the wrapper took these parts first: the wrapper is the field.
      for (const [k, v] of dateParts) if (v.some((p) => parts.includes(p))) dateParts.delete(k);
      dateParts.set(w, parts);
    } else if (w.matches(DATE_BOX) && !closestDeep(w, '[data-automation-id="dateInputWrapper"]')) {
      const parts = datePartsOf(w, partControls);
      if (parts && !parts.some((p) => [...dateParts.values()].some((v) => v.includes(p))))
        dateParts.set(w, parts);
    }
  }
  const inParts = new Set([...dateParts.values()].flat());
  const all = [
    ...controls.filter((c) => !inParts.has(c)),
    ...buttonPairs,
    ...(dateParts.keys() as Iterable<HTMLElement>),
  ].sort((a, b) => order.get(a)! - order.get(b)!);
  for (const el of all) {
    if (hidden(el) || el.hasAttribute('disabled')) continue;
    if (el.parentElement?.closest('[role="combobox"]')) continue;
    const tag = el.tagName.toUpperCase();
    let f: FormField | null = null;
    if (dateParts.has(el)) {
      const parts = dateParts.get(el)!;
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
        const same = (controls as HTMLInputElement[]).filter(
          (o) =>
            o.tagName === 'INPUT' &&
            o.getAttribute('type')?.toLowerCase() === kind &&
            o.getRootNode() === input.getRootNode() &&
            !hidden(o),
        );
        let group = name ? same.filter((o) => o.getAttribute('name') === name) : [input];
        let key = `${kind}:${name}`;
        // "Check all that apply": checkboxes with a name each, alone together in one fieldset.
        const box = kind === 'checkbox' && group.length < 2 ? input.closest(DATE_BOX) : null;
        if (box) {
          const members = same.filter((o) => box.contains(o));
          const others = controls.filter((c) => box.contains(c) && !members.includes(c as never));
          if (members.length > 1 && !others.length) {
            group = members;
            key = `checkbox-box:${order.get(box)}`;
          }
        }
        if (kind === 'radio' || group.length > 1) {
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
