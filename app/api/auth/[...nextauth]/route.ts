// GET/POST /api/auth/callback/google (and next-auth's other endpoints) — the Google OIDC exchange
import { googleHandlers } from '@/server/auth/google/next-auth';

export const { GET, POST } = googleHandlers;
