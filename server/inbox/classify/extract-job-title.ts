// The job a recruiting message is about: "for the Senior Engineer position", "the role of …",
// "Application received: …", "Ihre Bewerbung als …", "poste de …", "puesto de …".

const TITLE = `([A-Z][\\w/&+#.'’()-]*(?:[ \\t]+(?:[A-Z][\\w/&+#.'’()-]*|of|and|for|de|des|du|la|le|en|y|und|für|-|–|&|I{1,3}|\\d)){0,7})`;
// Outside English a title's later words are lower case ("Chef de projet"): read up to the next stop.
const PHRASE = `([^\\n,.;:!?()]{2,60}?)(?=\\s+(?:chez|en|bei|at|au sein|dans|con|und|and|et|y|para|pour|im|in)\\b|[,.;:!?()\\n]|$)`;
const quoted =
  /\b(?:job|position|role|opening|Stelle|Position|poste|offre|puesto|posición|vacante|oferta)\s+(?:de\s+|of\s+)?[„“"«‘]\s*([^"“”„«»\n]{2,80}?)\s*[“”"»’]/;
const patterns = [
  quoted,
  new RegExp(`\\bfor (?:the|our|a|an) ${TITLE} (?:position|role|opening|vacancy|job)\\b`),
  new RegExp(`\\b(?:position|role|job) (?:of|as) (?:a |an )?${TITLE}`),
  new RegExp(`\\bthe ${TITLE} (?:position|role|opening)\\b`),
  new RegExp(
    `\\b(?:application|applying|applied) (?:for|to) (?:the )?${TITLE}(?= at | with | position| role|[,.;:!]|$)`,
  ),
  new RegExp(`\\b(?:Bewerbung|Position|Stelle|Rolle) als ${PHRASE}`),
  new RegExp(`\\b(?:poste|candidature au poste) (?:de |d[’'])${PHRASE}`),
  new RegExp(`\\b(?:puesto|posición|vacante) de ${PHRASE}`),
];
const subjectPatterns = [
  /(?:application|applying|interview|offer|bewerbung|candidature|solicitud|candidatura|entretien|entrevista|vorstellungsgespräch)[^:]{0,25}\s*:\s*([^\n]{2,80})$/i,
  new RegExp(`^${TITLE}\\s+(?:at|@|bei|chez|en)\\s+[A-Z]`),
];
const tail = /\s+(?:at|with|bei|chez|en|in|und|and|-|–)$/;

function clean(title: string, company: string | null): string | null {
  const trimmed = title
    .replace(/[.,;:!?]+$/, '')
    .replace(tail, '')
    .trim();
  // "Senior Engineer (Acme)": the company in brackets is not part of the title.
  if (company) {
    const bracket = /\s*[(–-]\s*([^()]+?)\)?\s*$/.exec(trimmed);
    if (bracket && bracket[1]!.toLowerCase() === company.toLowerCase())
      return clean(trimmed.slice(0, bracket.index), null);
  }
  if (trimmed.length < 3 || trimmed.length > 80) return null;
  if (/^(?:the|a|an|our|this|your|next|position|role)$/i.test(trimmed)) return null;
  return trimmed;
}

export function extractJobTitle(
  message: { subject: string; text: string },
  company: string | null = null,
): string | null {
  for (const source of [message.subject, message.text]) {
    for (const pattern of patterns) {
      const match = pattern.exec(source);
      const title = match ? clean(match[1]!, company) : null;
      if (title) return title;
    }
  }
  for (const pattern of subjectPatterns) {
    const match = pattern.exec(message.subject);
    const title = match ? clean(match[1]!, company) : null;
    if (title) return title;
  }
  return null;
}
