// Recruiting emails for the inbox's tests and bench, written the way ATSs and recruiters write them.
export type TestEmail = {
  from: string;
  subject: string;
  text: string;
  date?: string;
  messageId?: string;
  inReplyTo?: string;
};

let counter = 0;

/** One RFC 822 message. */
export function rfc822(e: TestEmail): string {
  counter += 1;
  const id =
    e.messageId ??
    `<test-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}@example.test>`;
  return [
    `From: ${e.from}`,
    'To: Jo Seeker <jo@example.test>',
    `Subject: ${e.subject}`,
    `Date: ${e.date ?? 'Thu, 12 Nov 2026 10:15:00 +0100'}`,
    `Message-ID: ${id}`,
    ...(e.inReplyTo ? [`In-Reply-To: ${e.inReplyTo}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    e.text,
    '',
  ].join('\r\n');
}

export const confirmation = (company: string, title: string): TestEmail => ({
  from: `${company} Hiring Team <no-reply@us.greenhouse-mail.io>`,
  subject: `Thank you for applying to ${company}`,
  text: `Hi Jo,\n\nThank you for your interest in ${company}! We have received your application for the ${title} position and our team is reviewing it. If your qualifications match our needs, we will be in touch.\n\nBest regards,\nThe ${company} Recruiting Team`,
});

export const rejection = (company: string, title: string): TestEmail => ({
  from: `${company} Talent <talent@${company.toLowerCase()}.example>`,
  subject: `Your application for ${title} at ${company}`,
  text: `Dear Jo,\n\nThank you for taking the time to apply for the ${title} role at ${company}. Unfortunately, we have decided not to move forward with your application at this time. We wish you the best in your search.\n\nKind regards,\n${company} Talent Acquisition`,
});

export const interview = (company: string, title: string): TestEmail => ({
  from: `Sam Recruiter <sam@${company.toLowerCase()}.example>`,
  subject: `Interview invitation: ${title} at ${company}`,
  text: `Hi Jo,\n\nWe were impressed by your application for the ${title} position and would like to invite you to an interview. Would Thursday, December 3, 2026 at 14:00 CET (Europe/Berlin) work for a video call with our team?\n\nBest,\nSam, ${company}`,
});

export const newsletter = (): TestEmail => ({
  from: 'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
  subject: '30 new jobs for "software engineer" in Berlin',
  text: 'Your job alert for software engineer in Berlin.\n\nSenior Software Engineer - Globex - Berlin\nBackend Engineer - Initech - Remote\nSee all jobs. Unsubscribe from these job alert emails.',
});

export const personal = (): TestEmail => ({
  from: 'Mum <mum@gmail.com>',
  subject: 'Sunday lunch',
  text: 'Are you coming on Sunday? Bring the cake recipe please.',
});
