// POST /api/extension/connect — exchange a pairing code for the extension's personal access token (shown once)
import { connectExtensionSchema } from '@/lib/extension/pairing';
import { connectExtension } from '@/server/extension/connect-extension';
import { json, publicRoute } from '@/server/route/route';

export const POST = publicRoute(
  // Codes are 8 characters from 31 (2^39): guessing is held back per address, and a code lives 10 minutes.
  {
    body: connectExtensionSchema,
    rateLimit: ({ ip }) => [{ key: `extension-connect:ip:${ip}`, limit: 10, windowSeconds: 600 }],
  },
  async ({ req, body }) =>
    json(
      await connectExtension({ code: body.code, userAgent: req.headers.get('user-agent') }),
      201,
    ),
);
