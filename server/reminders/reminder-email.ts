import 'server-only';
import type { MailMessage } from '@/server/mail/send-mail';
import type { ReminderKindName } from './plan-reminders';
import type { ReminderGroup } from '@/lib/reminders/schemas';

export type ReminderEmailOptions = {
  to: string;
  username: string;
  kind: ReminderKindName;
  jobTitle: string;
  company: string;
  interviewAt: Date | null;
  interviewZone: string | null;
  followUpDate: Date | null;
  /** TASK_DUE: the task's title and due time. */
  task?: { title: string; dueAt: Date | null } | null;
  userZone: string | null;
  applicationUrl: string;
  /** RFC 8058 one-click target (POST, no login). */
  unsubscribeUrl: string;
  /** The page a person lands on from the link in the body (it asks before unsubscribing). */
  unsubscribePageUrl: string;
  messageId: string;
};

export const GROUP_OF_KIND: Record<ReminderKindName, ReminderGroup> = {
  INTERVIEW_24H: 'interviews',
  INTERVIEW_1H: 'interviews',
  FOLLOW_UP: 'follow_ups',
  NO_REPLY: 'no_reply',
  TASK_DUE: 'tasks',
};

const GROUP_LABEL: Record<ReminderGroup, string> = {
  interviews: 'interview reminders',
  follow_ups: 'follow-up reminders',
  no_reply: '"no reply after 14 days" nudges',
  tasks: 'task reminders',
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'Tue, 10 Mar 2026, 10:00 GMT+9 (Asia/Tokyo)': the instant as clocks in `zone` show it. */
export function formatInZone(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);
  return `${text} (${zone})`;
}

const dateOnly = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);

/** A reminder email: what, where and when (the user's time and the interviewer's), a link, and one-click unsubscribe. */
export function reminderEmail(o: ReminderEmailOptions): MailMessage {
  const userZone = o.userZone ?? 'UTC';
  const job = `${o.jobTitle} at ${o.company}`;
  const lines: string[] = [];
  let subject: string;
  if (o.kind === 'INTERVIEW_24H' || o.kind === 'INTERVIEW_1H') {
    subject = `${o.kind === 'INTERVIEW_24H' ? 'Interview tomorrow' : 'Interview soon'}: ${job}`;
    lines.push(`Your interview for ${job} is coming up.`);
  } else if (o.kind === 'FOLLOW_UP') {
    subject = `Follow up today: ${job}`;
    lines.push(
      `You planned to follow up on ${job} today${o.followUpDate ? ` (${dateOnly(o.followUpDate)})` : ''}.`,
    );
  } else if (o.kind === 'TASK_DUE') {
    const title = o.task?.title ?? 'A task';
    subject = `Task due: ${title} (${job})`;
    lines.push(`Your task for ${job} is due: ${title}`);
    if (o.task?.dueAt) lines.push(`Due (your time): ${formatInZone(o.task.dueAt, userZone)}`);
  } else {
    subject = `No reply after 14 days: ${job}`;
    lines.push(
      `You applied for ${job} two weeks ago and the application is still at Applied. A short, friendly follow-up often gets an answer.`,
    );
  }
  if (o.interviewAt && o.kind !== 'TASK_DUE') {
    const interviewZone = o.interviewZone ?? 'UTC';
    lines.push(`Interview time (your time): ${formatInZone(o.interviewAt, userZone)}`);
    lines.push(
      `Interview time (interviewer's time): ${formatInZone(o.interviewAt, interviewZone)}`,
    );
  }
  const label = GROUP_LABEL[GROUP_OF_KIND[o.kind]];
  const text = [
    `Hi ${o.username},`,
    '',
    ...lines,
    '',
    `Open the application: ${o.applicationUrl}`,
    '',
    `Stop ${label}: ${o.unsubscribePageUrl}`,
    'Pursuit — Track. Optimize. Succeed.',
    '',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2335">
<p>Hi ${escape(o.username)},</p>
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(o.applicationUrl)}">Open the application</a></p>
<p style="color:#666;font-size:13px"><a href="${escape(o.unsubscribePageUrl)}">Stop ${escape(label)}</a> · Pursuit — Track. Optimize. Succeed.</p>
</body></html>`;
  return {
    kind: 'reminder',
    to: o.to,
    subject,
    text,
    html,
    messageId: o.messageId,
    headers: {
      'List-Unsubscribe': `<${o.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
