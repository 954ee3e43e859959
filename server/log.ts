import 'server-only';
import pino from 'pino';
import { env } from './env';

// Plain JSON lines to stdout (no worker-thread transports: they do not survive bundling).
export const log = pino({
  level: env().LOG_LEVEL,
  base: { app: 'pursuit' },
  redact: ['req.headers.authorization', '*.password', '*.refresh_token', '*.access_token'],
});
