// The daily cap on wrong one-time codes per account, across re-issued codes and both purposes,
// through the real routes, with the application clock (Date) moved by vitest's fake timers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createAccount } from '@/app/api/auth/create-account/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as resend } from '@/app/api/auth/resend-verification-code/route';
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route';
import { POST as verifyResetCode } from '@/app/api/auth/verify-reset-code/route';
import { CODE_GUESSES_PER_DAY } from '@/server/auth/one-time-code';
import { devOutbox } from '@/server/mail/send-mail';
import { callRoute } from '@/test/call-route';

const email = `capped-${Date.now()}@example.test`;
let clock = Date.UTC(2030, 0, 15, 9, 0, 0);
const advance = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};
const MINUTE = 60_000;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterAll(() => vi.useRealTimers());

const mails = () => devOutbox().filter((m) => m.to === email);
const lastCode = () =>
  /\b(\d{6})\b/.exec(
    mails()
      .filter((m) => /code:/.test(m.subject))
      .at(-1)?.text ?? '',
  )?.[1] ?? '';
const lockMails = () => mails().filter((m) => /paused/.test(m.subject));
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const guessVerify = (code: string) =>
  callRoute(verifyEmail, {
    path: `/api/auth/verify-email?email=${encodeURIComponent(email)}&code=${code}`,
    method: 'POST',
    ip: '10.220.0.1',
  });
const guessReset = (code: string) =>
  callRoute(verifyResetCode, { body: { token: code, email }, ip: '10.220.0.2' });
const resendCode = () =>
  callRoute(resend, {
    path: `/api/auth/resend-verification-code?email=${encodeURIComponent(email)}`,
    method: 'POST',
    ip: '10.220.0.3',
  });

describe('daily cap on wrong codes per account', () => {
  it(`refuses every code for the day after ${CODE_GUESSES_PER_DAY} wrong ones, emails the owner once, and lifts after the day`, async () => {
    expect(CODE_GUESSES_PER_DAY).toBe(20);
    expect(
      (
        await callRoute(createAccount, {
          body: { username: 'Capped', email, password: 'correct horse 1' },
          ip: '10.220.0.9',
        })
      ).status,
    ).toBe(201);

    // Round 1 and 2: verification codes (the second one re-issued), 5 wrong guesses each.
    for (let i = 0; i < 5; i++) expect((await guessVerify(wrongFor(lastCode()))).status).toBe(400);
    advance(2 * MINUTE);
    expect((await resendCode()).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await guessVerify(wrongFor(lastCode()))).status).toBe(400);

    // Round 3 and 4: reset codes count against the same account budget.
    advance(16 * MINUTE);
    expect((await callRoute(forgotPassword, { body: { email }, ip: '10.220.0.4' })).status).toBe(
      200,
    );
    for (let i = 0; i < 5; i++) expect((await guessReset(wrongFor(lastCode()))).status).toBe(400);
    advance(16 * MINUTE);
    expect((await callRoute(forgotPassword, { body: { email }, ip: '10.220.0.4' })).status).toBe(
      200,
    );
    const live = lastCode();
    for (let i = 0; i < 4; i++) expect((await guessReset(wrongFor(live))).status).toBe(400);
    expect(lockMails()).toHaveLength(0);
    expect((await guessReset(wrongFor(live))).status).toBe(400);

    // At the cap: the owner is told once, and no code is accepted or issued.
    expect(lockMails()).toHaveLength(1);
    expect(lockMails()[0]!.text).toMatch(/20 wrong verification or password-reset codes/);
    advance(MINUTE);
    expect((await callRoute(forgotPassword, { body: { email }, ip: '10.220.0.5' })).status).toBe(
      429,
    );
    advance(2 * MINUTE);
    const refused = await resendCode();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(20 * 60 * 60);
    const rightButPaused = await guessReset(live);
    expect(rightButPaused.status).toBe(429);
    expect(rightButPaused.body.detail).toMatch(/codes are paused/);
    for (let i = 0; i < 3; i++) expect((await guessVerify('123456')).status).toBe(429);
    expect(lockMails()).toHaveLength(1);

    // The day window passes: codes are issued and accepted again.
    advance(24 * 60 * MINUTE);
    expect((await resendCode()).status).toBe(200);
    expect((await guessVerify(lastCode())).status).toBe(200);
    expect(lockMails()).toHaveLength(1);
  });
});
