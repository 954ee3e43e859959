import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { classify } from './classify';
import { datePart } from './date-parts';
import type { FormField } from './form-model';
import { planAnswer, type Plan } from './plan-answer';
import type { FillData } from './profile';
import { readForm } from './read-form';

// Hand-written pages of each ATS's application form (test/fixtures/apply-forms/README.md) and the
// value each field must end with for the fixture profile (null: left empty).
const dir = 'test/fixtures/apply-forms';
type Form = { ats: string; url: string; truth: Record<string, string | null>; self_id: string[] };
const forms: Record<string, Form> = JSON.parse(readFileSync(`${dir}/forms.json`, 'utf8'));
const fixture = JSON.parse(readFileSync(`${dir}/profile.json`, 'utf8'));
const data: FillData = {
  profile: fixture.profile,
  answers: fixture.answers,
  packet: {
    application_id: null,
    resume: {
      filename: fixture.resume.filename,
      media_type: 'application/pdf',
      sha256: '',
      content_base64: readFileSync(fixture.resume.file).toString('base64'),
    },
    cover_letter: { text: fixture.cover_letter },
  },
};
// The typeahead's suggestions in the pages' script (page-state.js).
const CITIES = [
  'London, England, United Kingdom',
  'London, Ontario, Canada',
  'Londonderry, Northern Ireland, United Kingdom',
];

const keyOf = (f: FormField) =>
  f.element.getAttribute('data-field') ??
  f.element.closest('[data-checkbox-group]')?.getAttribute('data-checkbox-group') ??
  f.element.closest('[data-select]')?.getAttribute('data-select') ??
  null;

/** The value the page's state would hold after the plan, for a static page (no scripts run). */
function outcome(field: FormField, plan: Plan): string | null {
  switch (plan.type) {
    case 'leave':
      return null;
    case 'text':
      return plan.value;
    case 'date':
      // A picker (page-state.js) reads what was typed into the date its state holds.
      return field.element.hasAttribute('data-datepicker') ? plan.iso : plan.value;
    case 'chooseAll': {
      const picks = plan.pick(field.options);
      return picks.length ? picks.map((i) => field.options[i]!).join(', ') : null;
    }
    case 'file':
      return plan.file.filename;
    case 'check':
      return plan.value ? 'checked' : null;
    case 'choose': {
      if (field.kind === 'combobox') {
        const options = plan.typed
          ? CITIES.filter((c) => c.toLowerCase().startsWith(plan.typed!.toLowerCase()))
          : (JSON.parse(
              field.element.getAttribute('data-options') ??
                field.element.closest('[data-options]')?.getAttribute('data-options') ??
                '[]',
            ) as string[]);
        const i = plan.pick(options);
        return i < 0 ? null : options[i]!;
      }
      const i = plan.pick(field.options);
      if (i < 0) return null;
      if (field.kind === 'radio') return field.choices[i]!.getAttribute('value');
      return field.options[i]!;
    }
  }
}

/** The page as a browser parses it: declarative shadow roots (<template shadowrootmode>) attached. */
function parse(html: string): Document {
  const doc = parseHTML(html).document as unknown as Document;
  for (const template of Array.from(doc.querySelectorAll('template[shadowrootmode]'))) {
    const host = template.parentElement!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = template.innerHTML;
    template.remove();
  }
  return doc;
}

function pages(file: string): Document[] {
  const html = readFileSync(`${dir}/${file}`, 'utf8');
  if (file !== 'workday.html') return [parse(html)];
  // Workday shows one step at a time: each step as the person reaches it.
  return [0, 1, 2, 3].map((step) => {
    const doc = parseHTML(html).document as unknown as Document;
    const steps = Array.from(doc.querySelectorAll('[data-automation-id="applyFlowPage"]'));
    steps.forEach((s, i) => (i < step ? s.remove() : i === step && s.removeAttribute('hidden')));
    return doc;
  });
}

describe('reading, classifying and planning each ATS form', () => {
  it.each(Object.entries(forms))('%s', (file, form) => {
    const got: Record<string, string | null> = {};
    for (const doc of pages(file)) {
      const read = readForm(doc, form.url);
      expect(read.reader.name).toBe(form.ats);
      for (const { field, meaning } of read.fields) {
        if (field.kind === 'date' && field.choices.length) {
          // A date in parts: each part's own value.
          const plan = planAnswer(field, meaning, data, { hasDialCodeField: false });
          const [y, m, d] = plan.type === 'text' ? plan.value.split('-') : [];
          for (const part of field.choices) {
            const name = part.getAttribute('data-automation-id') ?? part.getAttribute('name')!;
            const which = datePart(part);
            got[name] = (which === 'Year' ? y : which === 'Month' ? m : d) ?? null;
          }
          continue;
        }
        const key = [keyOf(field), ...field.names].find((n) => n && n in form.truth);
        if (!key) continue;
        expect(got, `${file}: ${key} read twice`).not.toHaveProperty([key]);
        got[key] = outcome(
          field,
          planAnswer(field, meaning, data, {
            hasDialCodeField: read.fields.some((f) => f.meaning.key === 'phone_country_code'),
          }),
        );
      }
    }
    expect(got).toEqual(form.truth);
  });

  it('reads questions as the form shows them, without required marks', () => {
    const doc = pages('lever.html')[0]!;
    const questions = readForm(doc, forms['lever.html']!.url).fields.map((f) => f.field.question);
    expect(questions).toContain('Are you authorized to work in the UK?');
    expect(questions).toContain('Full name');
    expect(questions).toContain('Resume/CV');
  });
});

describe('wrong is worse than empty', () => {
  const field = (question: string, kind: FormField['kind'] = 'text', options: string[] = []) =>
    ({
      question,
      kind,
      options,
      names: [],
      autocomplete: null,
      known: null,
      required: false,
    }) as unknown as FormField;
  it.each([
    ['Are you legally authorized to work in the country you are applying in?', 'select'],
    ['Are you authorized to work in the US without sponsorship?', 'select'],
    ['Have you ever been convicted of a felony?', 'select'],
    ['Are you bound by a non-compete agreement?', 'radio'],
    ['I agree to the privacy policy', 'checkbox'],
    ['Date of birth', 'date'],
    ['Years of experience with Kubernetes', 'number'],
    ['Gender', 'text'],
    ['Twitter', 'text'],
    ['What is your current salary?', 'text'],
    ['Emergency contact phone', 'tel'],
    ['Reference email', 'email'],
  ] as const)('%s → left', (question, kind) => {
    const meaning = classify(field(question, kind, ['Yes', 'No']));
    const plan = planAnswer(field(question, kind, ['Yes', 'No']), meaning, data, {
      hasDialCodeField: false,
    });
    expect(plan.type).toBe('leave');
  });

  it('self-identification: the profile’s choice or the form’s decline, never another option', () => {
    const gender = field('Gender', 'select', ['Male', 'Female', 'Non-binary']);
    const plan = planAnswer(gender, classify(gender), data, { hasDialCodeField: false });
    expect(plan.type === 'choose' && plan.pick(gender.options)).toBe(-1);
    const withDecline = field('Gender', 'select', ['Male', 'Female', 'Prefer not to say']);
    const p2 = planAnswer(withDecline, classify(withDecline), data, { hasDialCodeField: false });
    expect(p2.type === 'choose' && p2.pick(withDecline.options)).toBe(2);
    const chosen = {
      ...data,
      profile: {
        ...data.profile,
        self_identification: {
          gender: 'Female',
          race_ethnicity: null,
          veteran_status: null,
          disability_status: null,
        },
      },
    };
    const p3 = planAnswer(withDecline, classify(withDecline), chosen, { hasDialCodeField: false });
    expect(p3.type === 'choose' && p3.pick(withDecline.options)).toBe(1);
    const none = { ...data, profile: { ...data.profile, self_identification: null } };
    expect(
      planAnswer(withDecline, classify(withDecline), none, { hasDialCodeField: false }).type,
    ).toBe('leave');
  });

  it('never a made-up number or date: an empty profile leaves every field', () => {
    const empty = JSON.parse(JSON.stringify(data.profile), (_k, v) =>
      typeof v === 'object' && v !== null && !Array.isArray(v) ? v : Array.isArray(v) ? [] : null,
    );
    const blank: FillData = {
      profile: empty,
      packet: { application_id: null, resume: null, cover_letter: null },
      answers: {},
    };
    for (const [file, form] of Object.entries(forms))
      for (const doc of pages(file))
        for (const { field, meaning } of readForm(doc, form.url).fields)
          expect(
            planAnswer(field, meaning, blank, { hasDialCodeField: false }).type,
            `${file}: ${field.question}`,
          ).toBe('leave');
  });
});
