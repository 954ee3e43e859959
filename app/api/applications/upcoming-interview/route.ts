// GET /api/applications/upcoming-interview — the banner message about the next interview, or null
import { getUpcomingInterviewMessage } from '@/server/applications/get-upcoming-interview-message';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.getUpcomingInterview, {}, async ({ user }) => ({
  message: await getUpcomingInterviewMessage({ userId: user.id, userTimezone: user.timezone }),
}));
