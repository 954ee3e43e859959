// POST /api/get-jd-from/url — the job description (and title, company, location) at a posting's URL
import { importJobDescription } from '@/server/jd-import/import-job-description';
import { apiRoute } from '@/server/route/route';
import * as aiApi from '@/lib/contracts/ai';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.importJobFromUrl,
  { rateLimit: userAndAddressLimits('jd-url', { limit: 60, windowSeconds: 600 }) },
  async ({ body }) => {
    const job = await importJobDescription({ url: body.url });
    return {
      job_description: job.job_description,
      title: job.title,
      company: job.company,
      location: job.location,
    };
  },
);
