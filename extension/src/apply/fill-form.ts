// One fill: read the form, fetch what Pursuit knows for its questions, set every field whose answer
// is certain, attach the resume and letter, outline and list what was done. It never submits.
import { chooseInCombobox } from './choose-combobox';
import { readDateParts, sameDate, setDateParts } from './date-parts';
import type { FormField } from './form-model';
import { planAnswer, type Plan } from './plan-answer';
import type { FillData } from './profile';
import { readForm, type ReadForm } from './read-form';
import { attachFile, blur, press, setChecked, setSelect, setText } from './set-value';
import { showSummary, type FieldOutcome, type FillReport } from './summary';

/** What a control holds now, as text ('' when empty). */
export function currentValue(field: FormField): string {
  const el = field.element;
  switch (field.kind) {
    case 'radio':
    case 'checkboxes':
      return field.choices
        .flatMap((c, i) => ((c as HTMLInputElement).checked ? [field.options[i]!] : []))
        .join(', ');
    case 'checkbox':
      return (el as HTMLInputElement).checked ? 'Yes' : '';
    case 'buttons':
      return field.choices
        .flatMap((c, i) =>
          c.getAttribute('aria-pressed') === 'true' || /\b(active|selected)\b/i.test(c.className)
            ? [field.options[i]!]
            : [],
        )
        .join(', ');
    case 'select': {
      const s = el as HTMLSelectElement;
      const option = s.selectedIndex >= 0 ? s.options[s.selectedIndex] : null;
      return option && option.value ? (option.textContent ?? '').trim() : '';
    }
    case 'file':
      return Array.from((el as HTMLInputElement).files ?? [])
        .map((f) => f.name)
        .join(', ');
    case 'combobox': {
      if (el.tagName !== 'INPUT') {
        const text = (el.textContent ?? '').trim();
        return /^select( one)?$/i.test(text) ? '' : text;
      }
      const single = el
        .closest('[class*="control"]')
        ?.querySelector('[class*="single-value"], [class*="singleValue"]');
      return (single?.textContent ?? (el as HTMLInputElement).value ?? '').trim();
    }
    default:
      if (field.choices.length) return readDateParts(field.choices);
      return ((el as HTMLInputElement).value ?? '').trim();
  }
}

async function apply(field: FormField, plan: Plan): Promise<string | null> {
  const el = field.element;
  switch (plan.type) {
    case 'text':
      if (field.kind === 'date' && field.choices.length)
        return setDateParts(field.choices, plan.value);
      if (el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA') return null;
      setText(el as HTMLInputElement, plan.value);
      return (el as HTMLInputElement).value === plan.value ? plan.value : null;
    case 'date':
      return typeDate(el as HTMLInputElement, plan);
    case 'chooseAll': {
      const picks = plan.pick(field.options);
      if (!picks.length) return null;
      for (const i of picks) setChecked(field.choices[i] as HTMLInputElement, true);
      return picks.map((i) => field.options[i]!).join(', ');
    }
    case 'check':
      setChecked(el as HTMLInputElement, plan.value);
      return plan.value ? 'Yes' : 'No';
    case 'file':
      return attachFile(el as HTMLInputElement, plan.file) ? plan.file.filename : null;
    case 'choose': {
      if (field.kind === 'combobox') {
        const got = await chooseInCombobox(el, plan.pick, plan.typed);
        return got.chosen;
      }
      const i = plan.pick(field.options);
      if (i < 0) return null;
      if (field.kind === 'select')
        return setSelect(el as HTMLSelectElement, field.options[i]!) ? field.options[i]! : null;
      if (field.kind === 'buttons') press(field.choices[i]!);
      else setChecked(field.choices[i] as HTMLInputElement, true);
      return field.options[i]!;
    }
    case 'leave':
      return null;
  }
}

/**
 * A date typed into a text input (a picker's too): typed in the page's format, the picker's
 * calendar closed (Escape, as a person would), then read back — kept only when the field still names that date (a picker that could
 * not read it is emptied again and the field left).
 */
async function typeDate(el: HTMLInputElement, plan: Extract<Plan, { type: 'date' }>) {
  setText(el, plan.value, false);
  const view = el.ownerDocument.defaultView!;
  el.dispatchEvent(
    new view.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  );
  blur(el);
  await new Promise((r) => setTimeout(r, 0));
  if (sameDate(el.value, plan.iso, plan.format)) return el.value;
  if (el.value) setText(el, '');
  return null;
}

export type FillState = { handled: WeakSet<Element>; outcomes: FieldOutcome[] };

/** Fills the fields of `read` not handled before (Workday's later steps arrive one by one). */
export async function fillFields(read: ReadForm, data: FillData, state: FillState) {
  const hasDialCodeField = read.fields.some((f) => f.meaning.key === 'phone_country_code');
  const outlines: { el: HTMLElement; filled: boolean }[] = [];
  for (const { field, meaning } of read.fields) {
    if (state.handled.has(field.element)) continue;
    state.handled.add(field.element);
    const before = currentValue(field);
    const plan = planAnswer(field, meaning, data, { hasDialCodeField });
    let value: string | null = null;
    let reason = plan.type === 'leave' ? plan.reason : 'no option fits your profile';
    if (before && field.kind !== 'checkbox') {
      value = before;
      reason = '';
    } else if (plan.type !== 'leave') {
      try {
        value = await apply(field, plan);
      } catch {
        reason = 'the page did not take the value';
      }
    }
    state.outcomes.push({
      question: field.question,
      kind: field.kind,
      status: value !== null ? 'filled' : 'left',
      ...(value !== null ? { value } : { reason }),
      required: field.required,
    });
    outlines.push({ el: field.outline, filled: value !== null });
  }
  return outlines;
}

export type DataSource = (questions: string[], jobUrl: string) => Promise<FillData>;

/** Reads and fills the form on `doc`; null when the page has no form. */
export async function fillPage(
  doc: Document,
  href: string,
  getData: DataSource,
  state: FillState = { handled: new WeakSet(), outcomes: [] },
): Promise<{ report: FillReport; data: FillData; read: ReadForm } | null> {
  const started = performance.now();
  const read = readForm(doc, href);
  if (!read.root || !read.fields.length) return null;
  const questions = read.fields
    .filter((f) => f.meaning.key === 'question')
    .map((f) => f.field.question);
  const data = await getData(questions, read.reader.jobUrl(new URL(href)));
  const outlines = await fillFields(read, data, state);
  const report: FillReport = {
    ats: read.reader.name,
    filled: state.outcomes.filter((o) => o.status === 'filled').length,
    total: state.outcomes.length,
    fields: state.outcomes,
    ms: 0,
  };
  showSummary(doc, report, outlines);
  report.ms = Math.round(performance.now() - started);
  return { report, data, read };
}
