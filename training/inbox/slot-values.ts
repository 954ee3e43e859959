// Values the generated recruiting emails are filled with: names from many cultures, real company
// names, job titles, and dates, times and zones written the way each language writes them.
import { months as monthNames } from '../reader/content-words';
import type { Rng } from '../reader/random';

export const people = [
  'Aisha Khan',
  'Lukas Schneider',
  'Camille Dubois',
  'Javier Morales',
  'Mei Chen',
  'Olusegun Adeyemi',
  'Priya Raman',
  'Sofia Rossi',
  'Mateus Silva',
  'Emma van Dijk',
  'Hiroshi Tanaka',
  'Fatima Zahra',
  'Noah Williams',
  'Ingrid Johansson',
  'Carlos Ruiz',
  'Léa Martin',
  'Jonas Weber',
  'Ana García',
  'Dmitri Volkov',
  'Grace Okafor',
  'Sara Cohen',
  'Tomás Fernández',
  'Yuki Sato',
  'Amara Nwosu',
];
export const companies = [
  'Acme',
  'Stripe',
  'Shopify',
  'Zalando',
  'SAP',
  'Spotify',
  'Datadog',
  'Monzo',
  'N26',
  'Doctolib',
  'BlaBlaCar',
  'Glovo',
  'Cabify',
  'Siemens',
  'Bosch',
  'Atlassian',
  'Canva',
  'GitLab',
  'Mozilla',
  'Initech',
  'Globex',
  'Contentful',
  'Personio',
  'Celonis',
  'Mirakl',
  'Typeform',
  'Delivery Hero',
  'Revolut',
  'Wise',
  'Booking.com',
  'Adyen',
  'Klarna',
  'Criteo',
  'Ubisoft',
  'Airbus',
  'Telefónica',
];
export const titles = [
  'Senior Software Engineer',
  'Frontend Developer',
  'Data Scientist',
  'Product Manager',
  'UX Designer',
  'Backend Engineer',
  'DevOps Engineer',
  'Marketing Manager',
  'Account Executive',
  'Data Analyst',
  'Engineering Manager',
  'QA Engineer',
  'Customer Success Manager',
  'Machine Learning Engineer',
  'Softwareentwickler',
  'Développeur Full Stack',
  'Ingeniero de Datos',
  'Site Reliability Engineer',
];
export const platforms = [
  'HackerRank',
  'Codility',
  'CodeSignal',
  'TestGorilla',
  'CoderPad',
  'Karat',
];
const ats = [
  'greenhouse.io',
  'hire.lever.co',
  'myworkday.com',
  'ashbyhq.com',
  'smartrecruiters.com',
  'workablemail.com',
  'teamtailor-mail.com',
  'us.greenhouse-mail.io',
];

const weekdays: Record<string, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
const zones: Record<string, string[]> = {
  en: [
    'PST',
    'ET',
    'EST',
    'Europe/London',
    'CET',
    'GMT+1',
    'Pacific Time',
    'UTC',
    'America/New_York',
    'BST',
  ],
  de: ['MEZ', 'CET', 'Europe/Berlin', 'MESZ', 'UTC+1'],
  fr: ['heure de Paris', 'CET', 'Europe/Paris', 'UTC+1'],
  es: ['hora de Madrid', 'CET', 'Europe/Madrid', 'UTC+1'],
};

export type Slots = Record<string, string>;

export function slotValues(rng: Rng, lang: string, sentAt: Date): Slots {
  const person = rng.pick(people);
  const recruiter = rng.pick(people);
  const company = rng.pick(companies);
  const when = new Date(sentAt.getTime() + rng.int(2, 20) * 86_400_000);
  const [d, m, y, wd] = [
    when.getUTCDate(),
    when.getUTCMonth(),
    when.getUTCFullYear(),
    when.getUTCDay(),
  ];
  const month = monthNames[lang as keyof typeof monthNames][m]!;
  const hour = rng.int(8, 17);
  const minute = rng.pick([0, 0, 15, 30, 45]);
  const mm = String(minute).padStart(2, '0');
  const dateForms: Record<string, string[]> = {
    en: [
      `${weekdays.en![wd]}, ${month} ${d}`,
      `${month} ${d}, ${y}`,
      `${d} ${month} ${y}`,
      `${weekdays.en![wd]} ${d} ${month.slice(0, 3)}`,
    ],
    de: [
      `${weekdays.de![wd]}, ${d}. ${month}`,
      `${d}. ${month} ${y}`,
      `${String(d).padStart(2, '0')}.${String(m + 1).padStart(2, '0')}.${y}`,
    ],
    fr: [
      `${weekdays.fr![wd]} ${d} ${month}`,
      `${d} ${month} ${y}`,
      `${String(d).padStart(2, '0')}/${String(m + 1).padStart(2, '0')}/${y}`,
    ],
    es: [`${weekdays.es![wd]} ${d} de ${month}`, `${d} de ${month} de ${y}`, `${d}/${m + 1}/${y}`],
  };
  const timeForms: Record<string, string[]> = {
    en: [
      `${((hour + 11) % 12) + 1}:${mm} ${hour < 12 ? 'AM' : 'PM'}`,
      `${((hour + 11) % 12) + 1}:${mm}${hour < 12 ? 'am' : 'pm'}`,
      `${hour}:${mm}`,
    ],
    de: [`${hour}:${mm}`, `${hour}.${mm}`],
    fr: [`${hour}h${mm}`, `${hour}:${mm}`],
    es: [`${hour}:${mm}`, `${hour}:${mm} h`],
  };
  const domain = `${company.toLowerCase().replace(/[^a-z0-9]/g, '')}.com`;
  return {
    name: person.split(' ')[0]!,
    recruiter,
    company,
    title: rng.pick(titles),
    date: rng.pick(dateForms[lang]!),
    time: rng.pick(timeForms[lang]!),
    tz: rng.pick(zones[lang]!),
    platform: rng.pick(platforms),
    days: String(rng.int(3, 14)),
    salary: rng.pick(['$140,000', '€65.000', '£72,000 per year', '95 000 €', '48.000 € brutos']),
    link: `https://${domain}/careers`,
    domain,
    ats: rng.pick(ats),
    recruiterFirst: recruiter.split(' ')[0]!.toLowerCase(),
  };
}

export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? key);
}
