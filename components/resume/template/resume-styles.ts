// The templates' stylesheet, shared by the live preview (injected as <style>) and the PDF
// document the server prints, so both lay the resume out the same way. Every template is single
// column, real text, no images, standard headings: ATS parsers read it top to bottom. Classic is
// the base; Modern and Compact only restyle it (same markup, so the read-back stays the same).
export const resumeStyles = `
.resume-doc { font-family: var(--resume-font, 'Resume Sans'), 'Liberation Sans', Arial, Helvetica, sans-serif; color: #111827; background: #fff; font-size: 10.5pt; line-height: 1.4; }
.resume-doc * { box-sizing: border-box; }
.resume-doc h1, .resume-doc h2, .resume-doc h3, .resume-doc p, .resume-doc ul { margin: 0; padding: 0; }
.resume-doc .resume-header { text-align: center; margin-bottom: 10pt; }
.resume-doc .resume-name { font-size: 20pt; font-weight: 700; letter-spacing: 0.01em; }
.resume-doc .resume-title { font-size: 11.5pt; color: #374151; margin-top: 2pt; }
.resume-doc .resume-contact { font-size: 9.5pt; color: #374151; margin-top: 4pt; overflow-wrap: anywhere; }
.resume-doc .resume-contact span + span::before { content: ' | '; color: #9ca3af; }
.resume-doc .resume-section { margin-top: 10pt; }
.resume-doc .resume-section-title { font-size: 11pt; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; border-bottom: 1px solid #9ca3af; padding-bottom: 2pt; margin-bottom: 5pt; break-after: avoid; page-break-after: avoid; }
.resume-doc .resume-entry { margin-bottom: 7pt; break-inside: avoid; page-break-inside: avoid; }
.resume-doc .resume-entry-head { display: flex; justify-content: space-between; gap: 8pt; }
.resume-doc .resume-entry-title { font-size: 10.5pt; font-weight: 700; }
.resume-doc .resume-entry-dates { font-size: 9.5pt; color: #374151; white-space: nowrap; }
.resume-doc .resume-entry-sub { font-size: 10pt; color: #374151; font-style: italic; }
.resume-doc .resume-entry-text { margin-top: 2pt; white-space: pre-line; }
.resume-doc .resume-bullets { margin: 3pt 0 0 14pt; list-style: disc; }
.resume-doc .resume-bullets li { margin-bottom: 1.5pt; }
.resume-doc .resume-tech { margin-top: 1pt; font-size: 9.5pt; }
.resume-doc .resume-text { white-space: pre-line; break-inside: avoid; page-break-inside: avoid; }
.resume-doc .resume-skill-row { margin-bottom: 2pt; break-inside: avoid; page-break-inside: avoid; }
.resume-doc .resume-skill-name { font-weight: 700; }
.resume-template-modern .resume-header { text-align: left; border-left: 4pt solid #1d4ed8; padding-left: 8pt; }
.resume-template-modern .resume-name { color: #1d4ed8; font-size: 22pt; }
.resume-template-modern .resume-title { color: #1f2937; font-weight: 700; }
.resume-template-modern .resume-section-title { color: #1d4ed8; border-bottom: 2px solid #1d4ed8; letter-spacing: 0.04em; }
.resume-template-modern .resume-entry-title { color: #111827; }
.resume-template-modern .resume-entry-dates { color: #1d4ed8; font-weight: 700; }
.resume-template-modern .resume-skill-name { color: #1d4ed8; }
.resume-template-compact { font-size: 9.5pt; line-height: 1.3; }
.resume-template-compact .resume-header { text-align: left; margin-bottom: 6pt; border-bottom: 1px solid #111827; padding-bottom: 4pt; }
.resume-template-compact .resume-name { font-size: 16pt; }
.resume-template-compact .resume-title { font-size: 10pt; margin-top: 1pt; }
.resume-template-compact .resume-contact { font-size: 8.5pt; margin-top: 2pt; }
.resume-template-compact .resume-section { margin-top: 6pt; }
.resume-template-compact .resume-section-title { font-size: 9.5pt; border-bottom: 0; padding-bottom: 0; margin-bottom: 2pt; }
.resume-template-compact .resume-entry { margin-bottom: 4pt; }
.resume-template-compact .resume-entry-title { font-size: 9.5pt; }
.resume-template-compact .resume-entry-dates, .resume-template-compact .resume-entry-sub, .resume-template-compact .resume-tech { font-size: 8.5pt; }
.resume-template-compact .resume-bullets { margin: 1pt 0 0 12pt; }
.resume-template-compact .resume-bullets li { margin-bottom: 0; }
`;
