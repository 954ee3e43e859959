// The value a field gets from the profile, the packet and the saved answers — or why it is left.
// Choices are pickers run on the options (known now, or once a combobox is opened); never a made-up
// number or date: a value the profile does not hold leaves the field empty.
import {
  pickBoolean,
  pickDecline,
  pickDialCode,
  pickRange,
  pickSelfId,
  pickText,
  isDecline,
} from './choose-option';
import type { Meaning } from './classify';
import { dateFormatIn, formatDate, type DateFormat } from './date-parts';
import { scopeOf } from './deep-dom';
import { FIELD_BOX, ownText } from './label-text';
import { countryCode, countryName } from './country-names';
import type { FormField } from './form-model';
import type { FillData, PacketFile } from './profile';
import { SELF_ID_KEYS } from './profile-keys';

export type Plan =
  | { type: 'text'; value: string }
  /** A date typed into a text input (a picker's), in the format the page shows; checked after. */
  | { type: 'date'; value: string; iso: string; format: DateFormat | null }
  /** Checkboxes of a "check all that apply" group: every option the profile names. */
  | { type: 'chooseAll'; pick: (options: string[]) => number[]; want: string }
  | { type: 'choose'; pick: (options: string[]) => number; typed?: string; want: string }
  | { type: 'check'; value: boolean }
  | { type: 'file'; file: PacketFile }
  | { type: 'leave'; reason: string };

const leave = (reason: string): Plan => ({ type: 'leave', reason });
const NOT_IN_PROFILE = leave('not in your Pursuit profile');
const CHOICE = new Set(['select', 'combobox', 'radio', 'checkboxes', 'buttons']);
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** Context from the rest of the form: a separate country-code field means the phone is national. */
export type FormContext = { hasDialCodeField: boolean };

function boolean(field: FormField, value: boolean | null | undefined): Plan {
  if (value === null || value === undefined) return NOT_IN_PROFILE;
  if (field.kind === 'checkbox') return { type: 'check', value };
  if (CHOICE.has(field.kind))
    return { type: 'choose', pick: (o) => pickBoolean(o, value), want: yesNo(value) };
  return { type: 'text', value: yesNo(value) };
}

function choiceOrText(
  field: FormField,
  value: string | null | undefined,
  candidates?: string[],
): Plan {
  if (!value) return NOT_IN_PROFILE;
  if (CHOICE.has(field.kind))
    return { type: 'choose', pick: (o) => pickText(o, candidates ?? [value]), want: value };
  if (field.kind === 'checkbox') return leave('a checkbox where a value is asked');
  return { type: 'text', value };
}

/** What a date field asks: ISO for a date input or parts, else typed in the format the page shows. */
function datePlan(field: FormField, iso: string): Plan {
  const el = field.element;
  if (field.kind === 'date') {
    const month = el.getAttribute('type')?.toLowerCase() === 'month';
    return { type: 'text', value: month ? iso.slice(0, 7) : iso };
  }
  const described = (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => ownText(scopeOf(el).getElementById(id)));
  const format = dateFormatIn([
    el.getAttribute('placeholder'),
    el.getAttribute('data-date-format'),
    el.getAttribute('data-format'),
    el.getAttribute('title'),
    ...described,
    ownText(el.closest(FIELD_BOX)),
  ]);
  return { type: 'date', value: format ? formatDate(iso, format) : iso, iso, format };
}

function textFile(name: string, text: string): PacketFile {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return { filename: name, media_type: 'text/plain', sha256: '', content_base64: btoa(binary) };
}

export function planAnswer(
  field: FormField,
  meaning: Meaning,
  data: FillData,
  context: FormContext,
): Plan {
  if (!meaning.key) return leave(meaning.reason);
  const p = data.profile;
  const address = p.address;
  const self = p.self_identification;
  const key = meaning.key;
  if (SELF_ID_KEYS.has(key)) {
    if (!CHOICE.has(field.kind)) return leave('self-identification that is not a choice');
    let value: string | null = null;
    if (key === 'hispanic_latino') {
      const race = self?.race_ethnicity ?? null;
      if (race && isDecline(race)) return { type: 'choose', pick: pickDecline, want: race };
      if (race && /hispanic|latin/i.test(race))
        return { type: 'choose', pick: (o) => pickBoolean(o, true), want: 'Yes' };
      return leave('your self-identification does not say');
    }
    value =
      self?.[key as 'gender' | 'race_ethnicity' | 'veteran_status' | 'disability_status'] ?? null;
    if (!value) return NOT_IN_PROFILE;
    if (field.kind === 'checkboxes') {
      // "Check all that apply": each of the profile's choices (separated by ; or ,) must be one
      // option, else nothing is checked; a decline is the form's decline option alone.
      const wanted = isDecline(value) ? [value] : value.split(/\s*[;,]\s*/).filter(Boolean);
      return {
        type: 'chooseAll',
        want: value,
        pick: (o) => {
          const picks = wanted.map((w) => pickSelfId(o, w));
          return picks.some((i) => i < 0) || new Set(picks).size !== picks.length ? [] : picks;
        },
      };
    }
    return { type: 'choose', pick: (o) => pickSelfId(o, value), want: value };
  }
  switch (key) {
    case 'first_name':
    case 'last_name':
    case 'preferred_name':
    case 'email':
    case 'linkedin_url':
    case 'github_url':
    case 'website_url':
    case 'current_company':
    case 'current_title':
    case 'notice_period':
      return choiceOrText(field, p[key]);
    case 'pronouns':
    case 'how_did_you_hear':
      return choiceOrText(field, p[key]);
    case 'full_name':
      return p.first_name && p.last_name
        ? choiceOrText(field, `${p.first_name} ${p.last_name}`)
        : NOT_IN_PROFILE;
    case 'phone': {
      if (!p.phone) return NOT_IN_PROFILE;
      const national = p.phone.trim();
      if (context.hasDialCodeField || national.startsWith('+') || !p.phone_country_code)
        return { type: 'text', value: national };
      return { type: 'text', value: `${p.phone_country_code} ${national}` };
    }
    case 'phone_country_code': {
      const code = p.phone_country_code;
      if (!code) return NOT_IN_PROFILE;
      if (CHOICE.has(field.kind))
        return {
          type: 'choose',
          pick: (o) => pickDialCode(o, code, countryName(address?.country)),
          want: code,
        };
      return { type: 'text', value: code };
    }
    case 'street':
    case 'city':
    case 'postal_code':
      return choiceOrText(field, address?.[key]);
    case 'region':
      return choiceOrText(field, address?.region);
    case 'country': {
      const c = address?.country;
      if (!c) return NOT_IN_PROFILE;
      const code = countryCode(c);
      return choiceOrText(field, countryName(c), [c, countryName(c)!, ...(code ? [code] : [])]);
    }
    case 'location': {
      const parts = [address?.city, address?.region, countryName(address?.country)].filter(
        (x): x is string => !!x,
      );
      if (!address?.city) return NOT_IN_PROFILE;
      const full = parts.join(', ');
      if (field.kind === 'combobox') {
        const city = address.city.toLowerCase();
        const others = parts.slice(1).map((x) => x.toLowerCase());
        return {
          type: 'choose',
          typed: address.city,
          want: full,
          // The suggestion for this city that names the profile's region or country.
          pick: (o) => {
            const hits = o.flatMap((x, i) => {
              const t = x.toLowerCase();
              return t.startsWith(city) && others.some((w) => t.includes(w)) ? [i] : [];
            });
            if (hits.length <= 1) return hits[0] ?? -1;
            const best = hits.filter((i) => others.every((w) => o[i]!.toLowerCase().includes(w)));
            return best.length === 1 ? best[0]! : -1;
          },
        };
      }
      return choiceOrText(field, full);
    }
    case 'years_experience': {
      const n = p.years_experience;
      if (n === null || n === undefined) return NOT_IN_PROFILE;
      if (CHOICE.has(field.kind))
        return { type: 'choose', pick: (o) => pickRange(o, n), want: String(n) };
      return { type: 'text', value: String(n) };
    }
    case 'work_authorization': {
      const entry = p.work_authorization?.find((w) => w.country.toUpperCase() === meaning.country);
      return boolean(field, entry?.authorized);
    }
    case 'needs_sponsorship':
      return boolean(field, p.needs_sponsorship);
    case 'willing_to_relocate':
      return boolean(field, p.willing_to_relocate);
    case 'salary': {
      const s = p.salary_expectation;
      if (s?.amount === null || s?.amount === undefined) return NOT_IN_PROFILE;
      if (field.kind === 'number') return { type: 'text', value: String(s.amount) };
      if (CHOICE.has(field.kind)) return leave('salary ranges are yours to choose');
      const text = [String(s.amount), s.currency, s.period ? `per ${s.period}` : null]
        .filter(Boolean)
        .join(' ');
      return { type: 'text', value: text };
    }
    case 'earliest_start_date': {
      const d = p.earliest_start_date;
      if (d && /^\d{4}-\d{2}-\d{2}$/.test(d) && !CHOICE.has(field.kind)) {
        if (field.kind === 'textarea') return { type: 'text', value: d };
        return datePlan(field, d);
      }
      if (!d && field.kind === 'text' && p.notice_period)
        return { type: 'text', value: p.notice_period };
      return NOT_IN_PROFILE;
    }
    case 'resume':
      if (field.kind !== 'file') return leave('a resume asked as text');
      return data.packet.resume
        ? { type: 'file', file: data.packet.resume }
        : leave('no resume to attach (save one in Pursuit)');
    case 'cover_letter': {
      const text = data.packet.cover_letter?.text;
      if (!text) return leave('no letter for this job in Pursuit');
      if (field.kind === 'file') return { type: 'file', file: textFile('Cover letter.txt', text) };
      return { type: 'text', value: text };
    }
    case 'question': {
      const answer = data.answers[field.question];
      return answer ? { type: 'text', value: answer } : leave('no saved answer to this question');
    }
  }
  return leave('not sure what it asks');
}
