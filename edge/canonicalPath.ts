/**
 * The canonical form of an API path, for the backend proxy (issue 34): a path is forwarded only
 * when it is spelled the one way the contract spells it, so every guard that matches paths (the
 * card-testing limit, the purchase guard) sees what the backend will route. A backend that
 * routes case-insensitively, decodes `%xx`, drops matrix parameters (`;x=1`) or suffixes
 * (`.json`) would otherwise take `/api/v2/PAYMENT` or `/api/v2/pay%6dent` for a payment the
 * proxy never counted.
 *
 * A path is refused ({@link nonCanonicalReason}) when it:
 * - is not in origin form (`/…`), or has an empty, `.` or `..` segment, or a backslash;
 * - has a `;` (matrix parameters), an invalid `%` escape, or an escape of a character that needs
 *   none (letters, digits, `-._~`), of a slash or backslash, of whitespace or of a control
 *   character;
 * - looks like a contract operation once loosened (decoded, matrix parameters, suffixes after a
 *   `.` and surrounding whitespace dropped, lower case, empty segments gone) without being that
 *   operation's exact spelling.
 *
 * Any other path (one no contract operation resembles) passes as today.
 */
import { compilePattern } from '@/lib/http/route';
import { apiOperations } from '@/schemas/generated/apiOperations';

/** Characters that never need percent-encoding in a path (RFC 3986 §2.3). */
const unreserved = /^[A-Za-z0-9\-._~]$/;

const operations = Object.values(apiOperations).map((operation) => {
  const loose = operation.path
    .split('/')
    .map((segment) =>
      /^\{[A-Za-z][A-Za-z0-9_]*\}$/.test(segment)
        ? '[^/]+'
        : segment.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return { exact: compilePattern(operation.path).pattern, loose: new RegExp(`^${loose}$`) };
});

/** The loosest reading of a path a lenient backend could make of it. */
function loosen(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Kept as it is: the escapes were refused already.
  }
  const segments = decoded
    .split(/[/\\]/)
    .map((segment) =>
      (segment.split(';')[0] ?? '').trim().toLowerCase().replace(/\..*$/s, '').trim(),
    )
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** Why a path (without its query) is not canonical, or undefined when it is. */
export function nonCanonicalReason(path: string): string | undefined {
  if (!path.startsWith('/')) return 'not in origin form';
  if (path.includes('\\')) return 'a backslash';
  if (path.includes(';')) return 'matrix parameters';
  const segments = path.slice(1).split('/');
  if (segments.some((segment, index) => segment === '' && index < segments.length - 1))
    return 'an empty segment';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'a dot segment';
  for (const escape of path.matchAll(/%(.{0,2})/gs)) {
    const hex = escape[1] ?? '';
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return 'an invalid escape';
    const code = parseInt(hex, 16);
    const char = String.fromCharCode(code);
    if (unreserved.test(char)) return 'an escaped character that needs no escape';
    if (char === '/' || char === '\\') return 'an escaped slash';
    if (code <= 0x20 || code === 0x7f) return 'escaped whitespace';
  }
  const loose = loosen(path);
  const resembled = operations.filter((operation) => operation.loose.test(loose));
  if (resembled.some((operation) => !operation.exact.test(path)))
    return "not the contract's spelling of its operation";
  if (resembled.length > 0 && path.length > 1 && path.endsWith('/'))
    return "not the contract's spelling of its operation";
  return undefined;
}

/**
 * The path of a request line's target (before `?`), or undefined when the target is not in
 * origin form.
 */
export function rawRequestPath(url: string | undefined): string | undefined {
  const target = url ?? '/';
  if (!target.startsWith('/')) return undefined;
  return target.split(/[?#]/, 1)[0] ?? '/';
}
