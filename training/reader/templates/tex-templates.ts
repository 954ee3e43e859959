// Resume templates typeset by LaTeX (Debian's texlive): moderncv's styles, europasscv, and
// hand-written article layouts of the kinds people publish (a "Jake's resume"-like company/role
// grid, dates in a left column, one-line rows). Compiled by run-tex.ts.
import type { ResumeContent } from '../generate-content';
import type { Rng } from '../random';

export type TexTemplate = {
  family: string;
  render: (c: ResumeContent, rng: Rng) => string;
};

const specials: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};
/** Text as LaTeX prints it literally. */
export const texEsc = (s: string) => s.replace(/[\\&%$#_{}~^]/g, (ch) => specials[ch]!);

const preamble = (rng: Rng) =>
  `\\usepackage[utf8]{inputenc}\\usepackage[T1]{fontenc}
${texFont(rng)}`;

/** A scalable font the texlive base sets carry (PostScript fonts through psnfss). */
const texFont = (rng: Rng) =>
  '\\usepackage{mathptmx}\\usepackage{helvet}\\usepackage{courier}' +
  rng.pick([
    '\\usepackage{mathptmx}',
    '\\usepackage{helvet}\\renewcommand{\\familydefault}{\\sfdefault}',
    '\\usepackage{mathpazo}',
    '\\usepackage{charter}',
    '\\usepackage{bookman}',
    '\\usepackage{avant}\\renewcommand{\\familydefault}{\\sfdefault}',
  ]);

const itemize = (xs: string[]) =>
  xs.length ? `\\begin{itemize}${xs.map((b) => `\\item ${texEsc(b)}`).join('')}\\end{itemize}` : '';
const skillItems = (c: ResumeContent, sep = ', ') =>
  c.skills.map((g) => [g.label ?? '', g.items.map(texEsc).join(sep)] as const);

/** moderncv: dates in the left column, "Role, Company, City" bold/italic right; a style per document. */
function moderncv(family: string, styles: string[]): TexTemplate {
  return {
    family,
    render(c, rng) {
      const style = rng.pick(styles);
      const [first, ...rest] = c.name.split(' ');
      const jobs = c.jobs
        .map(
          (j) =>
            `\\cventry{${texEsc(j.dates)}}{${texEsc(j.role)}}{${texEsc(j.company)}}{${texEsc(j.location)}}{}{${itemize(j.bullets)}}`,
        )
        .join('\n');
      const edu = c.studies
        .map(
          (s) =>
            `\\cventry{${texEsc(s.dates)}}{${texEsc(s.degree)}}{${texEsc(s.institution)}}{${rng.chance(0.5) ? texEsc(s.location) : ''}}{}{}`,
        )
        .join('\n');
      const skills = skillItems(c)
        .map(([label, items]) =>
          label ? `\\cvitem{${texEsc(label)}}{${items}}` : `\\cvitem{}{${items}}`,
        )
        .join('\n');
      const [city, country] = c.location.split(', ');
      return `\\documentclass[${rng.pick(['10pt', '11pt'])},${rng.pick(['a4paper', 'letterpaper'])},${rng.pick(['sans', 'roman'])}]{moderncv}
\\moderncvstyle{${style}}\\moderncvcolor{${rng.pick(['blue', 'green', 'grey', 'red', 'burgundy', 'black', 'orange'])}}
\\usepackage[utf8]{inputenc}\\usepackage[T1]{fontenc}${texFont(rng)}\\usepackage{courier}
\\usepackage[scale=${rng.pick(['0.75', '0.8', '0.85'])}]{geometry}
\\name{${texEsc(first!)}}{${texEsc(rest.join(' '))}}
\\title{${texEsc(c.title)}}\\address{${texEsc(city ?? '')}}{${texEsc(country ?? '')}}
\\phone[mobile]{${texEsc(c.phone)}}\\email{${texEsc(c.email)}}\\homepage{${texEsc(c.url)}}
\\begin{document}\\makecvtitle
\\section{${texEsc(c.headings.summary)}}\\cvitem{}{${texEsc(c.summary)}}
\\section{${texEsc(c.headings.experience)}}
${jobs}
\\section{${texEsc(c.headings.education)}}
${edu}
\\section{${texEsc(c.headings.skills)}}
${skills}
\\section{${texEsc(c.headings.other)}}
${c.other.map((o) => `\\cvlistitem{${texEsc(o)}}`).join('\n')}
\\end{document}`;
    },
  };
}

/** europasscv: a label column left (dates, section names in capitals), content right. */
const europasscv: TexTemplate = {
  family: 'europasscv',
  render(c, rng) {
    const jobs = c.jobs
      .map(
        (j) =>
          `\\ecvtitle{${texEsc(j.dates)}}{${texEsc(j.role)}}\n\\ecvitem{}{${texEsc(j.company)}${rng.chance(0.6) ? `, ${texEsc(j.location)}` : ''}}\n${j.bullets.length ? `\\ecvitem{}{${itemize(j.bullets)}}` : ''}`,
      )
      .join('\n');
    const edu = c.studies
      .map(
        (s) =>
          `\\ecvtitle{${texEsc(s.dates)}}{${texEsc(s.degree)}}\n\\ecvitem{}{${texEsc(s.institution)}}`,
      )
      .join('\n');
    const skills = skillItems(c)
      .map(([label, items]) => `\\ecvitem{${texEsc(label)}}{${items}}`)
      .join('\n');
    return `\\documentclass[${rng.pick(['english', 'german', 'french', 'spanish', 'italian'])},a4paper]{europasscv}
\\usepackage[utf8]{inputenc}\\usepackage[T1]{fontenc}\\usepackage{babel}${texFont(rng)}
\\ecvname{${texEsc(c.name)}}\\ecvaddress{${texEsc(c.location)}}\\ecvmobile{${texEsc(c.phone)}}
\\ecvemail{${texEsc(c.email)}}\\ecvhomepage{${texEsc(c.url)}}
\\begin{document}\\begin{europasscv}\\ecvpersonalinfo[10pt]
\\ecvsection{${texEsc(c.headings.summary)}}\\ecvitem{}{${texEsc(c.summary)}}
\\ecvsection{${texEsc(c.headings.experience)}}
${jobs}
\\ecvsection{${texEsc(c.headings.education)}}
${edu}
\\ecvsection{${texEsc(c.headings.skills)}}
${skills}
\\ecvsection{${texEsc(c.headings.other)}}
${c.other.map((o) => `\\ecvitem{}{${texEsc(o)}}`).join('\n')}
\\end{europasscv}\\end{document}`;
  },
};

const article = (rng: Rng, body: string, extra = '') =>
  `\\documentclass[${rng.pick(['10pt', '11pt'])},${rng.pick(['a4paper', 'letterpaper'])}]{article}
${preamble(rng)}
\\usepackage[margin=${rng.pick(['0.6in', '0.75in', '2cm'])}]{geometry}\\usepackage{enumitem}\\usepackage{titlesec}
\\usepackage{tabularx}\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}\\setlength{\\parindent}{0pt}\\setlist[itemize]{leftmargin=*,itemsep=0pt,topsep=2pt}
${extra}
\\begin{document}
${body}
\\end{document}`;

const header = (c: ResumeContent, rng: Rng, sep: string) =>
  rng.chance(0.5)
    ? `\\begin{center}{\\Huge\\bfseries ${texEsc(c.name)}}\\\\[4pt]${rng.chance(0.6) ? `${texEsc(c.title)}\\\\` : ''}
\\small ${[c.phone, c.email, c.url, c.location].map(texEsc).join(sep)}\\end{center}`
    : `\\begin{minipage}[t]{0.55\\textwidth}{\\LARGE\\bfseries ${texEsc(c.name)}}\\\\${texEsc(c.title)}\\end{minipage}\\hfill
\\begin{minipage}[t]{0.4\\textwidth}\\raggedleft\\small ${[c.email, c.phone, c.url, c.location].map(texEsc).join('\\\\')}\\end{minipage}\\par\\medskip`;

const ruled = (rng: Rng) =>
  rng.pick([
    '\\titleformat{\\section}{\\large\\bfseries\\scshape\\raggedright}{}{0em}{}[\\titlerule]',
    '\\titleformat{\\section}{\\large\\bfseries}{}{0em}{\\MakeUppercase}[\\titlerule]',
    '\\titleformat{\\section}{\\Large\\scshape}{}{0em}{}',
  ]) + '\\titlespacing*{\\section}{0pt}{8pt}{4pt}';

/** The company/role grid: company left and place right, role italic left and dates right. */
const grid: TexTemplate = {
  family: 'latex-grid',
  render(c, rng) {
    const sep = rng.pick([' $|$ ', ' \\textbullet{} ', ' \\quad ']);
    const orgFirst = rng.chance(0.6);
    const row = (a: string, b: string, bold: boolean) =>
      `\\begin{tabular*}{\\textwidth}{l@{\\extracolsep{\\fill}}r}${bold ? `\\textbf{${a}}` : `\\textit{${a}}`} & ${bold ? b : `\\textit{${b}}`}\\end{tabular*}\\\\`;
    const jobs = c.jobs
      .map((j) => {
        const [a, b] = orgFirst ? [j.company, j.role] : [j.role, j.company];
        return `${row(texEsc(a), texEsc(orgFirst ? j.location : j.dates), true)}\n${row(texEsc(b), texEsc(orgFirst ? j.dates : j.location), false)}\n${itemize(j.bullets)}\\vspace{3pt}`;
      })
      .join('\n');
    const edu = c.studies
      .map(
        (s) =>
          `${row(texEsc(s.institution), texEsc(s.location), true)}\n${row(texEsc(s.degree), texEsc(s.dates), false)}\\vspace{2pt}`,
      )
      .join('\n');
    const skills = skillItems(c)
      .map(([label, items]) => (label ? `\\textbf{${texEsc(label)}}: ${items}` : items))
      .join('\\\\\n');
    return article(
      rng,
      `${header(c, rng, sep)}
\\section*{${texEsc(c.headings.summary)}}${texEsc(c.summary)}
\\section*{${texEsc(c.headings.education)}}${edu}
\\section*{${texEsc(c.headings.experience)}}${jobs}
\\section*{${texEsc(c.headings.skills)}}${skills}
\\section*{${texEsc(c.headings.other)}}${c.other.map(texEsc).join('\\\\')}`,
      ruled(rng),
    );
  },
};

/** Dates in a narrow left column, "Role, Company" and the place beside them; a CV in tables. */
const datesColumn: TexTemplate = {
  family: 'latex-dates-column',
  render(c, rng) {
    const w = rng.pick(['0.16', '0.2', '0.24']);
    const cols = `@{}p{${w}\\textwidth}@{\\hspace{1em}}p{${(0.95 - Number(w)).toFixed(2)}\\textwidth}@{}`;
    const tab = (rows: string[]) =>
      `\\begin{tabular}{${cols}}${rows.join('\\\\[4pt]\n')}\\end{tabular}`;
    const comma = rng.pick([', ', ' at ', ' -- ', ' | ']);
    const jobs = tab(
      c.jobs.map(
        (j) =>
          `${rng.chance(0.5) ? `\\small ${texEsc(j.dates)}` : texEsc(j.dates)} & \\textbf{${texEsc(j.role)}}${texEsc(comma)}${texEsc(j.company)}${rng.chance(0.5) ? `\\newline\\textit{${texEsc(j.location)}}` : ''}${j.bullets.length ? `\\newline ${j.bullets.map((b) => `-- ${texEsc(b)}`).join('\\newline ')}` : ''}`,
      ),
    );
    const edu = tab(
      c.studies.map(
        (s) =>
          `${texEsc(s.dates)} & \\textbf{${texEsc(s.degree)}}\\newline ${texEsc(s.institution)}`,
      ),
    );
    const skills = tab(
      skillItems(c).map(([label, items]) => `\\textbf{${texEsc(label)}} & ${items}`),
    );
    return article(
      rng,
      `${header(c, rng, ' \\textperiodcentered{} ')}
\\section*{${texEsc(c.headings.summary)}}${texEsc(c.summary)}
\\section*{${texEsc(c.headings.experience)}}${jobs}
\\section*{${texEsc(c.headings.education)}}${edu}
\\section*{${texEsc(c.headings.skills)}}${skills}
\\section*{${texEsc(c.headings.other)}}${c.other.map(texEsc).join(', ')}`,
      ruled(rng),
    );
  },
};

/** One line an entry: "Role, Company, Place \hfill dates", or "Company — Role (dates)"; skills as a description list. */
const oneLine: TexTemplate = {
  family: 'latex-one-line',
  render(c, rng) {
    const paren = rng.chance(0.4);
    const jobs = c.jobs
      .map(
        (j) =>
          `${paren ? `\\textbf{${texEsc(j.company)}} --- ${texEsc(j.role)} (${texEsc(j.dates)})` : `\\textbf{${texEsc(j.role)}}, ${texEsc(j.company)}, ${texEsc(j.location)} \\hfill ${texEsc(j.dates)}`}\\par${itemize(j.bullets)}\\smallskip`,
      )
      .join('\n');
    const edu = c.studies
      .map(
        (s) =>
          `\\textbf{${texEsc(s.degree)}}, ${texEsc(s.institution)} \\hfill ${texEsc(s.dates)}\\par`,
      )
      .join('\n');
    const skills = `\\begin{description}[leftmargin=0pt,itemsep=0pt]${skillItems(c)
      .map(([label, items]) => `\\item[${texEsc(label)}${label ? ':' : ''}] ${items}`)
      .join('')}\\end{description}`;
    const sections: [string, string][] = [
      [c.headings.experience, jobs],
      [c.headings.education, edu],
      [c.headings.skills, skills],
    ];
    if (rng.chance(0.5)) sections.reverse();
    return article(
      rng,
      `${header(c, rng, ' $\\diamond$ ')}
\\section*{${texEsc(c.headings.summary)}}${texEsc(c.summary)}
${sections.map(([h, b]) => `\\section*{${texEsc(h)}}${b}`).join('\n')}
\\section*{${texEsc(c.headings.other)}}${itemize(c.other)}`,
      ruled(rng),
    );
  },
};

export const texTemplates: TexTemplate[] = [
  moderncv('moderncv-classic', ['classic', 'casual']),
  moderncv('moderncv-banking', ['banking']),
  moderncv('moderncv-oldstyle', ['oldstyle']),
  europasscv,
  grid,
  datesColumn,
  oneLine,
];
