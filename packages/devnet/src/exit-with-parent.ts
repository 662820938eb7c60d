/**
 * Preloaded into the server child (`node --import tsx --import <this> apps/server/src/main.ts`). The
 * supervisor holds the only write end of the child's stdin, so end-of-file means the supervisor is
 * gone, even killed with SIGKILL: the server then shuts down as on SIGTERM instead of living on as
 * an orphan that holds the port and the database.
 */
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
