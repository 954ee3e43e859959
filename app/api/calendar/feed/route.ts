// GET / POST / DELETE /api/calendar/feed — the user's private calendar feed: status, create or rotate, revoke
import { createCalendarFeed } from '@/server/calendar/create-calendar-feed';
import { getCalendarFeedStatus } from '@/server/calendar/get-calendar-feed-status';
import { revokeCalendarFeed } from '@/server/calendar/revoke-calendar-feed';
import { apiRoute, json } from '@/server/route/route';
import * as api from '@/lib/contracts/account';

export const GET = apiRoute(api.getCalendarFeed, {}, async ({ user }) =>
  getCalendarFeedStatus({ userId: user.id }),
);

export const POST = apiRoute(api.createCalendarFeed, {}, async ({ user }) =>
  json(await createCalendarFeed({ userId: user.id }), 201),
);

export const DELETE = apiRoute(api.revokeCalendarFeed, {}, async ({ user }) => {
  await revokeCalendarFeed({ userId: user.id });
  return { message: 'Calendar feed revoked' };
});
