import cueWords from './cue-words.json';

// What the inbox classifier sees of a message (ADR 260): words, word stems and word pairs of the
// body, words of the subject, the sender's domain, and which kinds' cue phrases (cue-words.json,
// four languages) occur. Accents are folded so "décidé" and "decide" meet; numbers
// are one token, so dates and amounts do not split the vocabulary.

/** Lower case, accents folded, every run of non-letters one space. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\d+/g, ' 0 ')
    .replace(/[^a-z0]+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}

/** The sender's address domain ("Acme <jobs@mail.acme.com>" → "mail.acme.com"), or ''. */
export function senderDomain(from: string): string {
  const match = /@([a-z0-9.-]+)/i.exec(from);
  return match ? match[1]!.toLowerCase() : '';
}

const cues = Object.entries(cueWords as Record<string, string[]>).map(
  ([kind, phrases]) => [kind, phrases.map((p) => ` ${foldText(p)}`)] as const,
);

export type FeatureInput = { subject: string; from: string; text: string };

/** The message's features, each once (presence, not counts). */
export function messageFeatures(message: FeatureInput): string[] {
  const features = new Set<string>();
  const body = words(message.text);
  const folded = ` ${body.join(' ')} ${words(message.subject).join(' ')}`;
  for (const [kind, phrases] of cues) {
    if (phrases.some((phrase) => folded.includes(phrase))) features.add(`c:${kind}`);
  }
  for (let i = 0; i < body.length; i++) {
    features.add(`w:${body[i]}`);
    if (body[i]!.length > 5) features.add(`p:${body[i]!.slice(0, 5)}`);
    if (i + 1 < body.length) features.add(`b:${body[i]}_${body[i + 1]}`);
  }
  for (const word of words(message.subject)) features.add(`s:${word}`);
  const domain = senderDomain(message.from);
  for (const part of domain.split('.').slice(0, -1)) if (part) features.add(`d:${part}`);
  const local = /([a-z0-9._+-]+)@/i.exec(message.from)?.[1]?.toLowerCase() ?? '';
  for (const part of local.split(/[._+-]/)) if (part && !/\d/.test(part)) features.add(`l:${part}`);
  return [...features];
}
