// POST /api/jobs/capture — the posting on the page the user is on (its HTML or fields), read without fetching anything
import { CAPTURE_MAX_HTML_BYTES } from '@/lib/jobs/capture-schema';
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { captureJob } from '@/server/jd-import/capture/capture-job';
import * as aiApi from '@/lib/contracts/ai';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.captureJob,
  {
    // JSON escaping can grow HTML by a few %; the 2 MB HTML cap itself is checked by the service.
    maxBodyBytes: CAPTURE_MAX_HTML_BYTES + 512 * 1024,
    rateLimit: userAndAddressLimits('jobs-capture', { limit: 120, windowSeconds: 600 }),
  },
  async ({ body }) => ({ data: captureJob(body) }),
);
