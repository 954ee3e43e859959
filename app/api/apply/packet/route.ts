// POST /api/apply/packet — the resume PDF and letter to attach to the form of a job link
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { buildApplyPacket } from '@/server/apply/packet/build-apply-packet';

export const POST = apiRoute(
  applyApi.getApplyPacket,
  { rateLimit: userAndAddressLimits('apply-packet', { limit: 30, windowSeconds: 60 }) },
  async ({ user, body }) => buildApplyPacket({ userId: user.id, jobUrl: body.job_url }),
);
