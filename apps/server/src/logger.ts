import pino from 'pino';

/** Secrets must never reach a log line, whatever object they travel in. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.privateKey',
  '*.agentKey',
  '*.masterKey',
  '*.password',
  '*.secret',
  '*.signature',
];

export function createLogger(level = process.env.LOG_LEVEL ?? 'info') {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
}

export type Logger = ReturnType<typeof createLogger>;
