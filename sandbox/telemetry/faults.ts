/**
 * Fault injection for tests: the next N calls matching a method and a path answer a chosen
 * status instead of the sandbox's real answer (e.g. one 500 from POST /api/v1/lead, to see
 * error reporting receive it). Armed through /api/sandbox/faults, kept in memory, emptied by
 * the sandbox reset. A router guard applies them.
 */
import type { RouteResponse, RouterGuard } from '@/lib/http/route';

/** One armed fault. */
export interface SandboxFault {
  /** HTTP method, upper case. */
  method: string;
  /** Exact path without the query, e.g. `/api/v1/lead`. */
  path: string;
  status: number;
  /** How many matching calls still fail. */
  remaining: number;
}

/** How many faults may be armed at once (each for at most 100 calls). */
export const maxArmedFaults = 20;

const faultsKey = Symbol.for('trilha.sandboxFaults');
type GlobalWithFaults = typeof globalThis & { [faultsKey]?: SandboxFault[] };

function faults(): SandboxFault[] {
  const holder = globalThis as GlobalWithFaults;
  holder[faultsKey] ??= [];
  return holder[faultsKey];
}

/**
 * Checks and arms a fault; answers an error message when the input is not one, or when
 * {@link maxArmedFaults} are armed already.
 */
export function armFault(input: unknown): SandboxFault | string {
  if (typeof input !== 'object' || input === null) return 'Body must be a JSON object.';
  if (armedFaults().length >= maxArmedFaults)
    return `At most ${maxArmedFaults} faults may be armed at once.`;
  const { method, path, status, times } = input as Record<string, unknown>;
  if (typeof method !== 'string' || !/^(GET|POST|PATCH|PUT|DELETE)$/i.test(method))
    return "'method' must be GET, POST, PATCH, PUT or DELETE.";
  if (typeof path !== 'string' || !/^\/api\/v[12]\/[\w/.-]*$/.test(path))
    return "'path' must be an /api/v1 or /api/v2 path without a query.";
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
    return "'status' must be an HTTP error status (400-599).";
  const count = times === undefined ? 1 : times;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 100)
    return "'times' must be an integer from 1 to 100.";
  const fault: SandboxFault = { method: method.toUpperCase(), path, status, remaining: count };
  faults().push(fault);
  return fault;
}

/** The faults still armed. */
export function armedFaults(): readonly SandboxFault[] {
  return faults().filter((fault) => fault.remaining > 0);
}

/** Disarms every fault. */
export function clearFaults(): void {
  faults().length = 0;
}

/** Answers the first armed fault matching a call (and counts it down), if any. */
export function takeFault(method: string, path: string): RouteResponse | undefined {
  const list = faults();
  const normalised = path.replace(/\/+$/, '');
  const index = list.findIndex(
    (fault) => fault.remaining > 0 && fault.method === method && fault.path === normalised,
  );
  const fault = list[index];
  if (!fault) return undefined;
  fault.remaining -= 1;
  if (fault.remaining === 0) list.splice(index, 1);
  return {
    status: fault.status,
    body: {
      error: {
        code: 'sandbox_fault',
        message: `Injected by the sandbox fault switch: ${fault.status} for ${method} ${normalised}.`,
      },
    },
  };
}

/** The router guard applying armed faults to /api/v1 and /api/v2 calls. */
export const faultGuard: RouterGuard = (request) => {
  const path = new URL(request.url ?? '/', 'http://sandbox.local').pathname;
  if (!path.startsWith('/api/v1/') && !path.startsWith('/api/v2/')) return undefined;
  return takeFault((request.method ?? 'GET').toUpperCase(), path);
};
