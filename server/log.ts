import 'server-only';
import pino from 'pino';

// Plain JSON lines to stdout (no worker-thread transports: they do not survive bundling).
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'pursuit' },
  redact: ['req.headers.authorization', '*.password', '*.refresh_token', '*.access_token'],
});
