// The message `npm start` (scripts/gracefulShutdown.mjs) sends the server on its IPC channel when
// a SIGTERM's drain starts; the server's start-up hook listens for it (lib/shutdown/drain.ts).
// Plain JavaScript, so the supervisor runs it without a build.
export const drainMessage = 'trilha:drain';
