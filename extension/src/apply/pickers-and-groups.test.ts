// Date pickers, dates in parts, "check all that apply" self-identification and fields inside open
// shadow roots (web components), on the hand-written pages of test/fixtures/apply-forms and small
// pages written here.
import { readFileSync } from 'node:fs';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { dateFormatIn, datePart, formatDate, readDateParts, sameDate } from './date-parts';
import { deepElements } from './deep-dom';
import { planAnswer, type Plan } from './plan-answer';
import type { FillData } from './profile';
import { readForm } from './read-form';

const dir = 'test/fixtures/apply-forms';
const forms = JSON.parse(readFileSync(`${dir}/forms.json`, 'utf8'));
const fixture = JSON.parse(readFileSync(`${dir}/profile.json`, 'utf8'));
const data: FillData = {
  profile: fixture.profile,
  answers: {},
  packet: { application_id: null, resume: null, cover_letter: null },
};

function page(html: string): Document {
  const doc = parseHTML(html).document as unknown as Document;
  for (const template of Array.from(doc.querySelectorAll('template[shadowrootmode]'))) {
    const root = template.parentElement!.attachShadow({ mode: 'open' });
    root.innerHTML = template.innerHTML;
    template.remove();
  }
  return doc;
}

const fixturePage = (file: string) => page(readFileSync(`${dir}/${file}`, 'utf8'));

function plans(doc: Document, url: string, profile = data.profile) {
  const read = readForm(doc, url);
  return read.fields.map(({ field, meaning }) => ({
    field,
    meaning,
    plan: planAnswer(field, meaning, { ...data, profile }, { hasDialCodeField: false }),
  }));
}

const picks = (plan: Plan, options: string[]) =>
  plan.type === 'chooseAll' ? plan.pick(options).map((i) => options[i]) : plan.type;

describe('date pickers', () => {
  const url = forms['greenhouse-datepicker.html'].url;
  const all = plans(fixturePage('greenhouse-datepicker.html'), url);
  const byQuestion = (q: string) => all.find((p) => p.field.question === q)!;

  it('types the start date in the format the field’s hint shows, not its placeholder', () => {
    expect(byQuestion('Earliest start date').plan).toEqual({
      type: 'date',
      value: '01/04/2027',
      iso: '2027-01-04',
      format: 'mdy/',
    });
  });

  it('leaves a date of birth and a date the profile does not hold', () => {
    expect(byQuestion('Date of birth').plan.type).toBe('leave');
    expect(byQuestion('Date you could join an onsite interview').plan.type).toBe('leave');
  });

  it('a picker field without a shown format gets the ISO date, kept only if the page shows it back', () => {
    const doc = page(
      '<form><label for="d">Start date</label><input id="d" type="text" placeholder="Pick a day"><input name="x"></form>',
    );
    const [start] = plans(doc, 'https://careers.example.test/apply');
    expect(start!.plan).toMatchObject({ type: 'date', value: '2027-01-04', format: null });
  });

  it('formats, recognises and refuses', () => {
    expect(dateFormatIn(['Select a date', 'Format: DD.MM.YYYY'])).toBe('dmy.');
    expect(dateFormatIn(['MM/DD/YYYY', 'DD/MM/YYYY'])).toBeNull(); // two formats: not certain
    expect(formatDate('2027-01-04', 'dmy/')).toBe('04/01/2027');
    expect(sameDate('January 4, 2027', '2027-01-04', null)).toBe(true);
    expect(sameDate('4 Jan 2027', '2027-01-04', null)).toBe(true);
    expect(sameDate('04/01/2027', '2027-01-04', 'mdy/')).toBe(false);
    expect(sameDate('', '2027-01-04', 'mdy/')).toBe(false);
  });
});

describe('dates in parts', () => {
  it('reads Month / Day / Year boxes in one fieldset as one date (not only Workday’s)', () => {
    const doc = page(`<form><fieldset><legend>Date available</legend>
      <select name="avail_month" aria-label="Month"><option value="">Month</option><option value="1">January</option><option value="2">February</option></select>
      <input name="avail_day" placeholder="DD"><input name="avail_year" placeholder="YYYY"></fieldset>
      <label>Email <input type="email" name="email"></label></form>`);
    const [date, email] = plans(doc, 'https://careers.example.test/apply');
    expect(date!.field.kind).toBe('date');
    expect(date!.field.choices.map((c) => datePart(c))).toEqual(['Month', 'Day', 'Year']);
    expect(date!.plan).toEqual({ type: 'text', value: '2027-01-04' });
    expect(email!.field.kind).toBe('email');
    // A chosen month name counts as its number.
    const [month, day, year] = date!.field.choices as HTMLInputElement[];
    (month as unknown as HTMLSelectElement).selectedIndex = 1;
    day!.value = '4';
    year!.value = '2027';
    expect(readDateParts(date!.field.choices)).toBe('2027-01-04');
  });

  it('two boxes that are not a date stay two fields', () => {
    const doc = page(`<form><fieldset><legend>Name</legend>
      <input name="first" placeholder="First"><input name="last" placeholder="Last"></fieldset></form>`);
    expect(plans(doc, 'https://careers.example.test/apply').map((p) => p.field.kind)).toEqual([
      'text',
      'text',
    ]);
  });
});

describe('"check all that apply" self-identification', () => {
  const url = forms['greenhouse-datepicker.html'].url;
  const doc = fixturePage('greenhouse-datepicker.html');
  const groups = (profile = data.profile) =>
    Object.fromEntries(
      plans(doc, url, profile)
        .filter((p) => p.field.kind === 'checkboxes')
        .map((p) => [p.field.question, p]),
    );
  const race = 'Race / Ethnicity (select all that apply)';

  it('checkboxes with a name each in one fieldset are one question; decline checks the decline only', () => {
    const g = groups();
    expect(Object.keys(g)).toEqual([
      race,
      'Gender identity (select all that apply)',
      'Disability (select all that apply)',
      'Which teams interest you?',
    ]);
    expect(g[race]!.field.options).toHaveLength(7);
    expect(picks(g[race]!.plan, g[race]!.field.options)).toEqual(['I decline to self-identify']);
    const disability = g['Disability (select all that apply)']!;
    expect(picks(disability.plan, disability.field.options)).toEqual([]); // no decline offered
    expect(g['Which teams interest you?']!.plan.type).toBe('leave');
  });

  it('the profile’s own choices, each one option; one that fits none checks nothing', () => {
    const self = (race_ethnicity: string) => ({
      ...data.profile,
      self_identification: { ...data.profile.self_identification!, race_ethnicity },
    });
    let g = groups(self('Asian; White'));
    expect(picks(g[race]!.plan, g[race]!.field.options)).toEqual(['Asian', 'White']);
    g = groups(self('Black or African American'));
    expect(picks(g[race]!.plan, g[race]!.field.options)).toEqual(['Black or African American']);
    g = groups(self('Asian, Martian'));
    expect(picks(g[race]!.plan, g[race]!.field.options)).toEqual([]);
  });
});

describe('web components: fields in open shadow roots', () => {
  const url = forms['smartrecruiters-shadow.html'].url;
  const doc = fixturePage('smartrecruiters-shadow.html');

  it('a plain query sees none of the fields; the reader sees every one, in page order', () => {
    expect(doc.querySelectorAll('input').length).toBe(0);
    expect(deepElements(doc.body).filter((e) => e.tagName === 'INPUT').length).toBeGreaterThan(10);
    const read = readForm(doc, url);
    expect(read.reader.name).toBe('SmartRecruiters');
    expect(read.fields.map((f) => f.field.question).slice(0, 4)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Confirm your email',
    ]);
  });

  it('the host’s id names the field for the reader; labels are read inside the shadow root', () => {
    const read = readForm(doc, url);
    const first = read.fields[0]!;
    expect(first.field.names).toEqual(['firstName', 'input', 'first-name-input']);
    expect(first.field.known).toBe('first_name');
    const date = read.fields.find((f) => f.field.kind === 'date')!;
    expect(date.field.question).toBe('When could you start?');
    expect(date.meaning.key).toBe('earliest_start_date');
    const consent = read.fields.find((f) => f.field.names.includes('privacyConsent'))!;
    expect(consent.meaning.key).toBeNull();
  });
});
