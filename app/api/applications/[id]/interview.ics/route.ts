// GET /api/applications/{id}/interview.ics — the interview as an iCalendar file ("Add to calendar")
import { getInterviewIcs } from '@/server/calendar/get-interview-ics';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.getInterviewIcs, {}, async ({ user, params }) => {
  const { filename, text } = await getInterviewIcs({ userId: user.id, id: params.id ?? '' });
  return new Response(text, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
});
