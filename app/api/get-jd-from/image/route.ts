// POST /api/get-jd-from/image — the job description read from 1–5 screenshots (multipart `files`) with OCR
import {
  extractJobDescriptionFromImages,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
} from '@/server/ocr/extract-job-description-from-images';
import { apiRoute } from '@/server/route/route';
import * as aiApi from '@/lib/contracts/ai';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.importJobFromImages,
  {
    // Room for five full-size images plus the multipart framing.
    maxBodyBytes: MAX_IMAGES * MAX_IMAGE_BYTES + 64 * 1024,
    tooLargeDetail: `files: at most ${MAX_IMAGES} screenshots of 10 MB each.`,
    rateLimit: userAndAddressLimits('jd-image', { limit: 30, windowSeconds: 600 }),
  },
  async ({ form }) => extractJobDescriptionFromImages({ files: form?.getAll('files') ?? [] }),
);
