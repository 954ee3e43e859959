'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { IntentLink } from '@/components/ui/intent-link';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as tokensApi from '@/lib/contracts/tokens';
import {
  TOKEN_NAME_MAX,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type TokenScope,
  type TokenSummary,
} from '@/lib/tokens/schemas';

const tokensKey = ['api-tokens'] as const;
const EXPIRY_CHOICES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never' },
];

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function TokenRow({ token, onRevoke }: { token: TokenSummary; onRevoke: () => void }) {
  const expired = token.expired;
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{token.name}</span>
          <code className="text-xs text-muted-foreground">{token.token_start}…</code>
          {token.client === 'extension' ? <Badge variant="primary">Browser extension</Badge> : null}
          {expired ? <Badge variant="danger">Expired</Badge> : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <Badge key={scope}>{scope}</Badge>
          ))}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Created {day(token.created_at)} ·{' '}
          {token.last_used_at ? `last used ${day(token.last_used_at)}` : 'never used'} ·{' '}
          {token.expires_at
            ? `${expired ? 'expired' : 'expires'} ${day(token.expires_at)}`
            : 'never expires'}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-danger"
        onClick={onRevoke}
        aria-label={`Revoke token ${token.name}`}
      >
        <Trash2 aria-hidden /> Revoke
      </Button>
    </li>
  );
}

/** Profile section: personal access tokens for the API, MCP clients and automations (create, copy once, revoke). */
export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: tokensKey,
    queryFn: () => callOperation(tokensApi.listTokens).then((r) => r.data),
  });
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['applications:read']);
  const [expiry, setExpiry] = useState('90');
  const [formError, setFormError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<TokenSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: () =>
      callOperation(tokensApi.createToken, {
        body: { name, scopes, expires_in_days: expiry === 'never' ? null : Number(expiry) },
      }),
    onSuccess: (res) => {
      setShown({ name: res.data.name, token: res.token });
      setCopied(false);
      setCreating(false);
      setName('');
      setScopes(['applications:read']);
      setFormError(null);
      void queryClient.invalidateQueries({ queryKey: tokensKey });
    },
    onError: (err) =>
      setFormError(
        err instanceof ApiError ? err.message : 'Could not create the token. Please try again.',
      ),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callOperation(tokensApi.revokeToken, { params: { id } }),
    onSuccess: () => {
      setRevoking(null);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: tokensKey });
    },
    onError: () => {
      setRevoking(null);
      setError('Could not revoke the token. Please try again.');
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return setFormError('Token name is required');
    if (!scopes.length) return setFormError('Choose at least one scope');
    create.mutate();
  }

  function toggle(scope: TokenScope, on: boolean) {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  }

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.token);
      setCopied(true);
    } catch {
      setError('Copy failed: select the token and copy it by hand.');
    }
  }

  return (
    <Card aria-labelledby="api-tokens-title">
      <CardHeader>
        <CardTitle id="api-tokens-title" className="flex items-center gap-2">
          <KeyRound aria-hidden className="size-5 text-primary" /> API tokens
        </CardTitle>
        <CardDescription>
          Let scripts, automations and AI assistants (MCP) work with your applications and resumes.
          A token can do only what its scopes allow, and never changes your password, email or
          account. See the{' '}
          <IntentLink
            href="/docs/api"
            className="font-medium text-primary underline underline-offset-2"
          >
            API reference
          </IntentLink>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {shown ? (
          <div className="flex flex-col gap-2 rounded-md border border-primary/40 bg-primary-soft/40 p-3">
            <label htmlFor="new-api-token" className="text-sm font-medium">
              Your new token “{shown.name}”
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="new-api-token"
                readOnly
                value={shown.token}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              Copy it now: it is shown only once. If you lose it, revoke it and create another.
            </p>
            <Button variant="ghost" size="sm" className="self-start" onClick={() => setShown(null)}>
              Done
            </Button>
          </div>
        ) : null}
        {list.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-danger">
            Failed to load your tokens.
          </p>
        ) : list.data.length ? (
          <ul aria-label="Your API tokens">
            {list.data.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No tokens yet.</p>
        )}
        {creating ? (
          <form
            onSubmit={submit}
            className="flex flex-col gap-4 rounded-md border p-4"
            aria-label="New API token"
            noValidate
          >
            <Field label="Name" hint="What it is for, e.g. “Claude Desktop” or “n8n”." required>
              <Input
                value={name}
                maxLength={TOKEN_NAME_MAX}
                onChange={(e) => setName(e.target.value)}
                required
                autoFocus
              />
            </Field>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Scopes</legend>
              {TOKEN_SCOPES.map((scope) => (
                <label key={scope} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 accent-primary"
                    checked={scopes.includes(scope)}
                    onChange={(e) => toggle(scope, e.target.checked)}
                  />
                  <span>
                    <code className="font-medium">{scope}</code>{' '}
                    <span className="text-muted-foreground">— {TOKEN_SCOPE_LABELS[scope]}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Field label="Expires after">
              <Select value={expiry} onChange={(e) => setExpiry(e.target.value)}>
                {EXPIRY_CHOICES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </Select>
            </Field>
            {formError ? (
              <p role="alert" className="text-sm text-danger">
                {formError}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" loading={create.isPending}>
                Create token
              </Button>
              <Button type="button" variant="ghost" onClick={() => setCreating(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New token
          </Button>
        )}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? null : setRevoking(null))}
        title="Revoke this token?"
        message={`Anything using “${revoking?.name ?? ''}” stops working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </Card>
  );
}
