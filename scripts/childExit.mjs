// How `npm start` and `npm run studio` end when the process they run ends.
import { constants } from 'node:os';

/**
 * The exit code for a parent whose child ended with `code` or was ended by `signal`: the
 * child's own code, or 128 + the signal's number as a shell reports it (130 for SIGINT, 143
 * for SIGTERM), so a server killed by a signal never reads as a clean exit; 1 when neither
 * is known.
 */
export function exitCodeOf(code, signal) {
  if (typeof code === 'number') return code;
  const number = signal ? constants.signals[signal] : undefined;
  return typeof number === 'number' ? 128 + number : 1;
}

/** Ends this process as `child` ended (see `exitCodeOf`). */
export function exitWithChild(child) {
  child.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
}
