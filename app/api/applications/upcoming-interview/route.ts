// GET /api/applications/upcoming-interview — the banner message about the next interview, or null
import { getUpcomingInterviewMessage } from '@/server/applications/get-upcoming-interview-message';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user }) => ({
  message: await getUpcomingInterviewMessage({ userId: user.id, userTimezone: user.timezone }),
}));
