// GET /api/calendar/feed/{token}.ics — the private feed calendar apps subscribe to (no login; the token is the key)
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { readCalendarFeed } from '@/server/calendar/read-calendar-feed';

export const GET = publicApiRoute(api.readCalendarFeed, {}, async ({ params }) => {
  const text = await readCalendarFeed({ token: (params.file ?? '').replace(/\.ics$/, '') });
  return new Response(text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, no-store',
    },
  });
});
