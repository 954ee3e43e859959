// GET /api/temp-store/{token} — read a one-time hand-off (Google sign-in tokens or a resume), once
import { readHandoffCookie } from '@/server/auth/google/handoff-cookie';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { consumeTempEntry } from '@/server/storage/consume-temp-entry';

export const GET = publicApiRoute(api.readHandoff, {}, async ({ req, params }) => {
  const entry = await consumeTempEntry({
    token: params.token ?? '',
    binding: readHandoffCookie(req),
  });
  return entry.payload as Record<string, unknown>;
});
