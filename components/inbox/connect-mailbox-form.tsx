'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as inboxApi from '@/lib/contracts/inbox';
import { MAILBOX_PRESETS } from '@/lib/inbox/presets';

type Props = { onConnected: () => void; onCancel: () => void };

/** Host, port, TLS, username, app password and folders; a preset fills the server. The server tests the login before saving. */
export function ConnectMailboxForm({ onConnected, onCancel }: Props) {
  const [preset, setPreset] = useState<string>('gmail');
  const [host, setHost] = useState('imap.gmail.com');
  const [port, setPort] = useState('993');
  const [secure, setSecure] = useState(true);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [folders, setFolders] = useState('INBOX');
  const [error, setError] = useState<string | null>(null);
  const chosen = MAILBOX_PRESETS.find((p) => p.id === preset);

  function choose(id: string) {
    setPreset(id);
    const p = MAILBOX_PRESETS.find((x) => x.id === id);
    if (!p) return;
    setHost(p.host);
    setPort(String(p.port));
    setSecure(p.secure);
    setFolders(p.folders.join(', '));
  }

  const connect = useMutation({
    mutationFn: () =>
      callOperation(inboxApi.createInboxAccount, {
        body: {
          host: host.trim(),
          port: Number(port),
          secure,
          username: username.trim(),
          password,
          folders: folders
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean),
        },
      }),
    onSuccess: () => {
      setPassword('');
      onConnected();
    },
    onError: (err) =>
      setError(err instanceof ApiError ? err.message : 'Could not connect. Please try again.'),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (!host.trim() || !username.trim() || !password)
      return setError('Server, username and app password are required');
    if (!Number.isInteger(Number(port))) return setError('The port is a number, e.g. 993');
    connect.mutate();
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Connect a mailbox"
      className="flex flex-col gap-4 rounded-md border p-4"
      noValidate
    >
      <Field label="Provider">
        <Select value={preset} onChange={(e) => choose(e.target.value)}>
          {MAILBOX_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="other">Other (IMAP)</option>
        </Select>
      </Field>
      {chosen ? (
        <p className="rounded-md bg-primary-soft/40 p-3 text-sm">
          {chosen.help}{' '}
          <a
            href={chosen.helpUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-primary underline underline-offset-2"
          >
            Create an app password
          </a>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field label="IMAP server" required>
          <Input
            value={host}
            onChange={(e) => setHost(e.target.value)}
            autoComplete="off"
            required
          />
        </Field>
        <Field label="Port" required>
          <Input
            value={port}
            inputMode="numeric"
            onChange={(e) => setPort(e.target.value)}
            required
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={secure}
          onChange={(e) => setSecure(e.target.checked)}
        />
        Use TLS (port 993); off: STARTTLS when the server offers it (port 143)
      </label>
      <Field label="Username" hint="Usually your full email address." required>
        <Input
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="off"
          required
        />
      </Field>
      <Field label="App password" hint="Stored encrypted; never shown again." required>
        <Input
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
        />
      </Field>
      <Field label="Folders" hint="Comma-separated, e.g. INBOX, Jobs.">
        <Input value={folders} onChange={(e) => setFolders(e.target.value)} />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={connect.isPending}>
          Test and connect
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
