// GET / POST / DELETE /api/calendar/feed — the user's private calendar feed: status, create or rotate, revoke
import { createCalendarFeed } from '@/server/calendar/create-calendar-feed';
import { getCalendarFeedStatus } from '@/server/calendar/get-calendar-feed-status';
import { revokeCalendarFeed } from '@/server/calendar/revoke-calendar-feed';
import { authRoute, json } from '@/server/http/route';

export const GET = authRoute({ scope: 'session' }, async ({ user }) =>
  getCalendarFeedStatus({ userId: user.id }),
);

export const POST = authRoute({ scope: 'session' }, async ({ user }) =>
  json(await createCalendarFeed({ userId: user.id }), 201),
);

export const DELETE = authRoute({ scope: 'session' }, async ({ user }) => {
  await revokeCalendarFeed({ userId: user.id });
  return { message: 'Calendar feed revoked' };
});
