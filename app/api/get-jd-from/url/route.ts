// POST /api/get-jd-from/url — the job description (and title, company, location) at a posting's URL
import { z } from 'zod';
import { importJobDescription } from '@/server/jd-import/import-job-description';
import { authRoute } from '@/server/http/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const dynamic = 'force-dynamic';

const body = z.object({ url: z.string().trim().min(1, 'url is required').max(2048, 'url is too long') });

export const POST = authRoute(
  { scope: 'ai:use', body, rateLimit: userAndAddressLimits('jd-url', { limit: 60, windowSeconds: 600 }) },
  async ({ body }) => {
    const job = await importJobDescription({ url: body.url });
    return { job_description: job.job_description, title: job.title, company: job.company, location: job.location };
  },
);
