import { senderDomain } from './message-features';
import { ATS_DOMAINS, domainIn, MAILBOX_DOMAINS } from './sender-domains';

// The company a recruiting message is about: a team named in the sender ("Acme Recruiting"), a
// phrase in the text ("your interest in Acme", "Ihre Bewerbung bei Acme", "chez Acme"), or the
// sender's own domain when it is not an ATS or a mailbox provider.

const teamWords =
  /\s*(?:[-|,·]\s*)?\b(?:recruiting|recruitment|recruiter|careers?|talent(?:\s+acquisition)?|talento|hiring|jobs?|team|hr|rh|rr\.?\s?hh\.?|people|karriere|recrutement|reclutamiento|selecci[oó]n|empleo|personalabteilung|no-?reply)\b.*$/i;
// A name stays on its line and ends at a full stop ("Booking.com" keeps its dot): what follows
// ("Initech. We…", a sign-off below) is not part of it.
const WORD = `[A-Z0-9][\\w&'’-]*(?:\\.[\\w&'’-]+)*`;
const NAME = `(${WORD}(?:[ \\t]+(?:&[ \\t]+)?${WORD}){0,3})`;
const textPatterns = [
  new RegExp(`\\binterest in (?:joining |working at |working with )?(?:the )?${NAME}`),
  new RegExp(`\\bappl(?:y|ying|ied|ication) (?:to|at|with) ${NAME}`),
  new RegExp(`\\b(?:position|role|opportunity|team|career|job|offer) (?:at|with) ${NAME}`),
  new RegExp(`\\b(?:join|joining) (?:the )?${NAME} (?:team|family)`),
  new RegExp(`\\bthe ${NAME} (?:recruiting|recruitment|talent|hiring|people) team`),
  new RegExp(`\\b(?:Bewerbung|Interesse|Position|Stelle) (?:bei|an) (?:der |dem |den )?${NAME}`),
  new RegExp(`\\b(?:bei|chez|au sein de) ${NAME}`),
  new RegExp(`\\b(?:interés en|candidatura en|puesto en|unirte a) ${NAME}`),
];
const notCompanies =
  /^(?:the|our|this|we|you|your|us|uns|nous|la|le|el|los|les|die|der|das|linkedin|indeed|greenhouse|lever|workday)$/i;

function clean(name: string): string | null {
  const trimmed = name
    .replace(/[.,;:!?'’]+$/, '')
    .replace(/^(?:the|die|der|la|le|el)\s+/i, '')
    .trim();
  if (!trimmed || notCompanies.test(trimmed) || trimmed.length > 60) return null;
  return trimmed;
}

function displayName(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*</.exec(from);
  return match ? match[1]!.trim() : '';
}

function fromSender(from: string): { strong: string | null; weak: string | null } {
  const name = displayName(from);
  const via = /^(.*?)\s+(?:via|\(via)\s+/i.exec(name);
  const at = /\b(?:at|from|@|bei|chez|de)\s+([A-Z][\w&' .-]+)$/.exec(name);
  if (at) return { strong: clean(at[1]!), weak: null };
  const teamFirst =
    /^(?:l[’']équipe|l[’']equipe|the|das|el equipo de|equipo de)\s+(?:rh|hr|recrutement|recruiting|talent|people|de|des)?\s*(?:de\s+|of\s+)?([A-Z][\w&' .-]+)$/i.exec(
      name,
    );
  if (teamFirst && teamFirst[1]) return { strong: clean(teamFirst[1]), weak: null };
  const base = via ? via[1]! : name;
  if (teamWords.test(base)) return { strong: clean(base.replace(teamWords, '')), weak: null };
  const domain = senderDomain(from);
  if (/myworkday/.test(domain)) {
    const local = /([a-z0-9-]+)@/i.exec(from)?.[1];
    if (local) return { strong: clean(local.charAt(0).toUpperCase() + local.slice(1)), weak: null };
  }
  return { strong: null, weak: base ? clean(base) : null };
}

function fromDomain(from: string): string | null {
  const domain = senderDomain(from);
  if (!domain || domainIn(domain, ATS_DOMAINS) || domainIn(domain, MAILBOX_DOMAINS)) return null;
  // Documentation domains (example.com, .test) stand in for a company's own: read the label before.
  const labels = domain.split('.').filter((l) => !/^(?:example|test|invalid|localhost)$/.test(l));
  const core = (labels.length >= 2 ? labels[labels.length - 2]! : (labels[0] ?? '')).replace(
    /-(?:jobs|careers?|talent|hiring|karriere|carrieres|recrutement|empleo|recruiting|hr|rh|team)$/,
    '',
  );
  if (core.length <= 2 || /^(?:mail|email|jobs|careers|hr|noreply|notifications?)$/.test(core))
    return null;
  return core.charAt(0).toUpperCase() + core.slice(1);
}

export function extractCompany(message: {
  subject: string;
  from: string;
  text: string;
}): string | null {
  const sender = fromSender(message.from);
  if (sender.strong) return sender.strong;
  for (const source of [message.subject, message.text]) {
    for (const pattern of textPatterns) {
      const match = pattern.exec(source);
      const name = match ? clean(match[1]!) : null;
      if (name) return name;
    }
  }
  return fromDomain(message.from) ?? null;
}
