// The question a control asks, read the way a person reads the form: its <label>, the text its
// aria-labelledby points to, its aria-label, the legend of its fieldset, the label of the field's
// box, then placeholder, title and name.
import { scopeOf } from './deep-dom';

const SKIP = new Set(['SELECT', 'OPTION', 'TEXTAREA', 'SCRIPT', 'STYLE', 'INPUT', 'BUTTON', 'SVG']);

/** The visible text of `node` without the text of the controls inside it. */
export function ownText(node: Node | null): string {
  if (!node) return '';
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === 3) out += n.textContent ?? '';
    else if (n.nodeType === 1) {
      const el = n as Element;
      if (SKIP.has(el.tagName.toUpperCase())) return;
      if (el.getAttribute('role') === 'listbox' || el.getAttribute('aria-hidden') === 'true')
        return;
      if (el.classList?.contains('select__menu')) return;
      out += ' ';
      for (const child of Array.from(n.childNodes)) walk(child);
      out += ' ';
    }
  };
  walk(node);
  return out;
}

/** Whitespace collapsed, required marks (*, ✱) and "(required)" removed. */
export function cleanQuestion(text: string): string {
  return text
    .replace(/[*✱]/g, ' ')
    .replace(/\((required|optional)\)/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function hasRequiredMark(text: string): boolean {
  return /[*✱]|\(required\)/i.test(text);
}

const byId = (scope: Document | ShadowRoot, id: string) => scope.getElementById(id);

/** The containers ATS forms put one question in (the label or legend inside names the field). */
export const FIELD_BOX =
  'fieldset, [role="group"], [role="radiogroup"], [data-automation-id^="formField"], .field, .application-question, .ashby-application-form-field-entry, .form-group, .form-field, .question, [data-ui^="QA_"], li';

/** Raw label text (with required marks) for a control or a group's container. */
export function rawLabel(el: Element): string {
  const doc = scopeOf(el);
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => ownText(byId(doc, id)))
      .join(' ');
    if (text.trim()) return text;
  }
  const id = el.getAttribute('id');
  if (id) {
    const label = Array.from(doc.querySelectorAll('label')).find(
      (l) => l.getAttribute('for') === id,
    );
    if (label && ownText(label).trim()) return ownText(label);
  }
  const wrapping = el.closest('label');
  if (wrapping && ownText(wrapping).trim()) return ownText(wrapping);
  const aria = el.getAttribute('aria-label');
  if (aria?.trim()) return aria;
  const box = el.closest(FIELD_BOX);
  if (box) {
    const legend = box.querySelector(
      'legend, label, .application-label, [id$="-label"], .label, [class*="label"]',
    );
    if (legend && !legend.contains(el) && ownText(legend).trim()) return ownText(legend);
  }
  return (
    el.getAttribute('placeholder') ?? el.getAttribute('title') ?? el.getAttribute('name') ?? ''
  );
}

/** The question of a single radio / checkbox: its own label ("Yes", "I agree…"). */
export function optionLabel(el: Element): string {
  const doc = scopeOf(el);
  const id = el.getAttribute('id');
  if (id) {
    const label = Array.from(doc.querySelectorAll('label')).find(
      (l) => l.getAttribute('for') === id,
    );
    if (label) return cleanQuestion(ownText(label));
  }
  const wrapping = el.closest('label');
  if (wrapping) return cleanQuestion(ownText(wrapping));
  return cleanQuestion(el.getAttribute('aria-label') ?? el.getAttribute('value') ?? '');
}
