import pino, { type DestinationStream } from 'pino';

/** Secrets must never reach a log line, whatever object they travel in. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.privateKey',
  '*.agentKey',
  '*.masterKey',
  '*.agentMasterKey',
  '*.password',
  '*.secret',
  '*.signature',
  '*.sessionToken',
  '*.cookie',
];

/** `destination` lets tests capture every line; production writes to stdout. */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream) {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
