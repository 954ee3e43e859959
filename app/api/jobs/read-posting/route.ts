// POST /api/jobs/read-posting — the Add form's "Fill from posting": a job link or pasted posting text read into an application's fields
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { readPosting } from '@/server/jd-import/read-posting';
import * as aiApi from '@/lib/contracts/ai';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.readPosting,
  // The link case fetches a page: the same budget as URL import.
  { rateLimit: userAndAddressLimits('jd-url', { limit: 60, windowSeconds: 600 }) },
  async ({ body }) => ({ data: await readPosting(body) }),
);
