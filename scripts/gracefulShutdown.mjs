// How `npm start` stops: a SIGTERM (an orchestrator draining this replica) or Ctrl+C reaches
// this process, which passes it on to the server it runs; the server stops listening at once
// (new connections are refused, its readiness answers 503), finishes the requests in flight and
// exits. Past SHUTDOWN_GRACE_MS the server is killed and this process exits anyway.
//
// Behind a proxy that keeps connections open (nginx `keepalive`), closing the listener closes the
// idle kept-alive connections at once, and a request the proxy is writing on one at that moment
// is lost (nginx answers 502 and cannot retry a POST). With SHUTDOWN_DRAIN_MS the SIGTERM first
// drains: the server is told (a message on the IPC channel), answers 503 on readiness and
// `Connection: close` on every answer, so each connection the proxy uses is closed by the server
// after its answer; the proxy closes those it leaves idle itself (its idle time-out, shorter than
// the drain). Only then is the server sent the SIGTERM, with no idle connection left to race.
import { drainMessage } from '../lib/shutdown/drainMessage.mjs';
import { exitCodeOf } from './childExit.mjs';

/** Default of SHUTDOWN_GRACE_MS (lib/settings/settingDefinitions.ts). */
export const defaultShutdownGraceMs = 30000;

/** Default of SHUTDOWN_DRAIN_MS (lib/settings/settingDefinitions.ts): no drain. */
export const defaultShutdownDrainMs = 0;

/** A whole number of ms from `env[name]`; `fallback` when unset or malformed. */
function wholeMs(env, name, fallback) {
  const value = env[name];
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : fallback;
}

/** SHUTDOWN_GRACE_MS, a whole number of ms (at least 0); the default when unset or malformed. */
export function shutdownGraceMs(env = process.env) {
  return wholeMs(env, 'SHUTDOWN_GRACE_MS', defaultShutdownGraceMs);
}

/** SHUTDOWN_DRAIN_MS, a whole number of ms (at least 0); the default when unset or malformed. */
export function shutdownDrainMs(env = process.env) {
  return wholeMs(env, 'SHUTDOWN_DRAIN_MS', defaultShutdownDrainMs);
}

/**
 * Runs `child` (the server) until it ends, then ends this process:
 * - the first SIGTERM, with `drainMs` > 0 and an IPC channel to the child, first sends the child
 *   `drainMessage` and waits `drainMs` (the drain), then goes on as below;
 * - the first SIGTERM or SIGINT is passed on to the child and starts the grace period;
 * - the child ending after a SIGTERM, as asked (its own code 0 or 143), exits 0: a clean stop;
 *   any other end exits with the child's code (130 after Ctrl+C, see `exitCodeOf`);
 * - past `graceMs` the child is killed (SIGKILL) and this process exits 1;
 * - a second Ctrl+C does not wait: the child is killed and this process exits 130.
 */
export function superviseChild(child, options = {}) {
  const graceMs = options.graceMs ?? shutdownGraceMs();
  const drainMs = options.drainMs ?? shutdownDrainMs();
  const exit = options.exit ?? ((code) => process.exit(code));
  const log = options.log ?? ((line) => console.log(line));
  let stopping;

  const stop = (signal) => {
    if (stopping !== undefined) {
      if (signal === 'SIGINT') {
        child.kill('SIGKILL');
        exit(130);
      }
      return;
    }
    stopping = signal;
    if (signal === 'SIGTERM' && drainMs > 0 && child.connected) {
      log(`[trilha] SIGTERM: draining for ${drainMs} ms (SHUTDOWN_DRAIN_MS), then stopping…`);
      child.send(drainMessage);
      setTimeout(() => passOn(signal), drainMs);
    } else passOn(signal);
  };
  const passOn = (signal) => {
    log(`[trilha] ${signal}: finishing the requests in flight (at most ${graceMs} ms)…`);
    child.kill(signal);
    const timer = setTimeout(() => {
      log(
        `[trilha] requests still in flight after ${graceMs} ms (SHUTDOWN_GRACE_MS): stopping now`,
      );
      child.kill('SIGKILL');
      exit(1);
    }, graceMs);
    timer.unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

  child.on('exit', (code, signal) => {
    const asked = stopping === 'SIGTERM' && (code === 0 || code === 143 || signal === 'SIGTERM');
    exit(asked ? 0 : exitCodeOf(code, signal));
  });
}
