'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Puzzle, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api/client';
import { callOperation } from '@/lib/api/call-operation';
import * as tokensApi from '@/lib/contracts/tokens';
import type { PairingCodeDto } from '@/lib/extension/pairing';
import type { TokenSummary } from '@/lib/tokens/schemas';

const tokensKey = ['extension-tokens'] as const;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Minutes:seconds left until `until`, ticking each second; 0 once past. */
function useSecondsLeft(until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.round((Date.parse(until) - now) / 1000)) : 0;
}

/** Profile section: a one-time pairing code for the Pursuit Clipper extension, and the connected browsers (revocable). */
export function ConnectExtensionCard() {
  const queryClient = useQueryClient();
  const connected = useQuery({
    queryKey: tokensKey,
    queryFn: () => api<{ data: TokenSummary[] }>('extension/tokens').then((r) => r.data),
  });
  const [pairing, setPairing] = useState<PairingCodeDto | null>(null);
  const [revoking, setRevoking] = useState<TokenSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const left = useSecondsLeft(pairing?.expires_at ?? null);

  const create = useMutation({
    mutationFn: () => api<PairingCodeDto>('extension/pairing-code', { method: 'POST' }),
    onSuccess: (code) => {
      setPairing(code);
      setError(null);
    },
    onError: () => setError('Could not create a pairing code. Please try again.'),
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
      setError('Could not disconnect that browser. Please try again.');
    },
  });

  const expired = pairing !== null && left === 0;
  return (
    <Card id="extension" aria-labelledby="extension-title">
      <CardHeader>
        <CardTitle id="extension-title" className="flex items-center gap-2">
          <Puzzle aria-hidden className="size-5 text-primary" /> Browser extension
        </CardTitle>
        <CardDescription>
          Pursuit Clipper saves the job posting you are looking at, scores your resume against it,
          opens it in the editor and fills application forms from your apply profile. Install it,
          then connect it with a one-time code.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pairing && !expired ? (
          <div className="flex flex-col gap-1" aria-live="polite">
            <p className="text-sm">Enter this code in the extension’s popup:</p>
            <p
              className="font-mono text-3xl font-semibold tracking-widest"
              data-testid="pairing-code"
            >
              {pairing.code}
            </p>
            <p className="text-xs text-muted-foreground">
              Valid for {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')} more, once.
            </p>
          </div>
        ) : expired ? (
          <p className="text-sm text-muted-foreground">That code has expired. Get a new one.</p>
        ) : null}
        <div>
          <Button
            variant={pairing && !expired ? 'outline' : 'primary'}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            Connect browser extension
          </Button>
        </div>
        <div>
          <h3 className="text-sm font-semibold">Connected browsers</h3>
          {connected.isPending ? (
            <Skeleton className="mt-2 h-10 w-full" />
          ) : connected.data?.length ? (
            <ul className="mt-2 flex flex-col divide-y rounded-md border">
              {connected.data.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words">{t.name}</p>
                    <p className="text-xs text-muted-foreground">
                      Connected {day(t.created_at)} ·{' '}
                      {t.last_used_at ? `last used ${day(t.last_used_at)}` : 'not used yet'}
                      {t.expires_at ? ` · expires ${day(t.expires_at)}` : ''}
                    </p>
                    {t.scopes.includes('profile:read') ? null : (
                      <p className="text-xs text-muted-foreground">
                        Connected before form filling: connect this browser again to let it fill
                        application forms.
                      </p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-start text-danger sm:self-auto"
                    onClick={() => setRevoking(t)}
                    aria-label={`Disconnect ${t.name}`}
                  >
                    <Trash2 aria-hidden /> Disconnect
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-muted-foreground">No browser connected.</p>
          )}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Disconnect this browser?"
        message={`${revoking?.name ?? 'The extension'} will stop working at once and show “Reconnect”.`}
        confirmLabel="Disconnect"
        destructive
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </Card>
  );
}
