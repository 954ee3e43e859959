// The spec's sign-up, code, login and session calls (no sign-in needed). Declared once, used by the
// routes and the OpenAPI document (ADR 151).
import { z } from 'zod';
import {
  addTimezoneSchema,
  createAccountSchema,
  emailQuerySchema,
  forgotPasswordSchema,
  loginSchema,
  refreshSchema,
  resetPasswordSchema,
  verifyEmailQuerySchema,
  verifyResetCodeSchema,
} from '@/lib/auth/schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from './common';
import { loginAnswerSchema, tokenPairSchema } from './account-answers';

const tag = 'Authentication';

export const createAccount = defineOperation({
  operationId: 'createAccount',
  method: 'POST',
  path: '/api/auth/create-account',
  tag,
  summary: 'Register with username, email and password; a verification code is emailed',
  scope: 'public',
  body: createAccountSchema,
  responses: {
    201: { description: 'Created; the code is on its way', schema: messageSchema },
    409: { description: 'The email is already registered' },
  },
});

export const verifyEmail = defineOperation({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/api/auth/verify-email',
  tag,
  summary: 'Verify the address with the emailed six-digit code',
  description: 'Codes expire; wrong or expired codes answer 400 and count against a rate limit.',
  scope: 'public',
  query: verifyEmailQuerySchema,
  responses: { 200: { description: 'Verified', schema: messageSchema } },
});

export const resendVerificationCode = defineOperation({
  operationId: 'resendVerificationCode',
  method: 'POST',
  path: '/api/auth/resend-verification-code',
  tag,
  summary: 'Email a fresh verification code (at most once a minute)',
  scope: 'public',
  query: emailQuerySchema,
  responses: { 200: { description: 'Sent', schema: messageSchema } },
});

export const login = defineOperation({
  operationId: 'login',
  method: 'POST',
  path: '/api/auth/login',
  tag,
  summary: 'Email and password → an access token, a refresh token and the user',
  scope: 'public',
  body: loginSchema,
  responses: {
    200: {
      description: 'Signed in',
      schema: loginAnswerSchema,
    },
  },
});

export const refreshSession = defineOperation({
  operationId: 'refreshSession',
  method: 'POST',
  path: '/api/auth/refresh',
  tag,
  summary: 'Rotate a refresh token into a new token pair (a reused one ends the session)',
  scope: 'public',
  body: refreshSchema,
  responses: { 200: { description: 'A new pair', schema: tokenPairSchema } },
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'POST',
  path: '/api/auth/logout',
  tag,
  summary: 'Revoke the session the refresh token belongs to',
  scope: 'public',
  body: refreshSchema,
  responses: { 200: { description: 'Logged out', schema: messageSchema } },
});

export const forgotPassword = defineOperation({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  tag,
  summary: 'Email a password reset code (the same answer for unknown emails)',
  scope: 'public',
  body: forgotPasswordSchema,
  responses: { 200: { description: 'Sent if the account exists', schema: messageSchema } },
});

export const verifyResetCode = defineOperation({
  operationId: 'verifyResetCode',
  method: 'POST',
  path: '/api/auth/verify-reset-code',
  tag,
  summary: 'Check the reset code; answers the reset token for the next step',
  scope: 'public',
  body: verifyResetCodeSchema,
  responses: {
    200: {
      description: 'The code is right',
      schema: messageSchema.extend({ reset_token: z.string() }),
    },
  },
});

export const resetPassword = defineOperation({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  tag,
  summary: 'Set a new password with the reset token; every session is signed out',
  scope: 'public',
  body: resetPasswordSchema,
  responses: { 200: { description: 'Changed', schema: messageSchema } },
});

export const googleStatus = defineOperation({
  operationId: 'googleSignInStatus',
  method: 'GET',
  path: '/api/auth/google/status',
  tag,
  summary: 'Whether Google sign-in is configured on this server',
  scope: 'public',
  responses: { 200: { description: 'Status', schema: z.object({ configured: z.boolean() }) } },
});

export const addTimezone = defineOperation({
  operationId: 'addTimezone',
  method: 'POST',
  path: '/api/auth/add-timezone',
  tag,
  summary: "Save the signed-in user's time zone (an IANA name or a listed code)",
  scope: 'session',
  body: addTimezoneSchema,
  responses: {
    200: {
      description: 'Saved',
      schema: messageSchema.extend({ timezone: z.string() }),
    },
  },
});
