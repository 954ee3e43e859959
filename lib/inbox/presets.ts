// Mailbox presets for the connect form (Profile → Inbox): the IMAP server of each provider and
// how to get the app password it wants instead of the account's own password.

export type MailboxPreset = {
  id: 'gmail' | 'outlook' | 'fastmail';
  label: string;
  host: string;
  port: number;
  secure: boolean;
  folders: string[];
  /** How to get an app password, for a person. */
  help: string;
  helpUrl: string;
};

export const MAILBOX_PRESETS: readonly MailboxPreset[] = [
  {
    id: 'gmail',
    label: 'Gmail',
    host: 'imap.gmail.com',
    port: 993,
    secure: true,
    folders: ['INBOX'],
    help: 'Turn on 2-Step Verification for your Google account, then create an app password (Security → App passwords) and paste its 16 letters here. IMAP must be on in Gmail settings → Forwarding and POP/IMAP.',
    helpUrl: 'https://myaccount.google.com/apppasswords',
  },
  {
    id: 'outlook',
    label: 'Outlook / Office 365',
    host: 'outlook.office365.com',
    port: 993,
    secure: true,
    folders: ['INBOX'],
    help: 'Turn on two-step verification for your Microsoft account, then create an app password (Security → Advanced security options → App passwords). Work accounts need IMAP allowed by their administrator.',
    helpUrl: 'https://account.live.com/proofs/AppPassword',
  },
  {
    id: 'fastmail',
    label: 'Fastmail',
    host: 'imap.fastmail.com',
    port: 993,
    secure: true,
    folders: ['INBOX'],
    help: 'Create an app password with IMAP access in Settings → Privacy & Security → Manage app passwords.',
    helpUrl: 'https://app.fastmail.com/settings/security/apppasswords',
  },
];
