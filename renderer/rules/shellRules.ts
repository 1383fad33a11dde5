import { normalizePathname } from '@/renderer/rules/normalizePathname';
import { DEFAULT_SELLER } from '@/renderer/rules/resolveSellerSource';

/** Routes that show the 'Voltar' button (spec §2 "Page shell"). */
export const BACK_BUTTON_ROUTES: readonly string[] = [
  '/upsell-payment',
  '/payment',
  '/video',
  '/payment/upsell',
  '/presentation',
  '/order-bump-presentation',
  '/select-school',
];

/**
 * The no-logo list (spec §2 "upsell, livelo, payment-verification, parsing, success-invoice
 * and similar"), read as: any path containing 'upsell' (/payment/upsell, /success/upsell,
 * /video/upsell, /upsell-presentation, /multiprofile-upsell-presentation, ...); every route
 * under /livelo (/livelo/cpf, /livelo/payment-method, /livelo/payment, /livelo/error,
 * /livelo/select-device, /livelo/code); and /payment-verification, /parsing, /success-invoice.
 */
export const NO_LOGO_ROUTES = {
  containing: ['upsell'],
  under: ['/livelo'],
  exact: ['/payment-verification', '/parsing', '/success-invoice'],
} as const;

/** The logo width when the step gives none, and on very narrow windows (spec §2, §9). */
export const DEFAULT_LOGO_WIDTH = 110;
/** Below this window width (px) the logo is always the default width (spec §2). */
export const NARROW_WINDOW_WIDTH = 250;

const SELLER_BANNER_HIDDEN_ROUTES = new Set(['/payment-verification']);

/** Whether the page shell shows the 'Voltar' button on a path (spec §2 "Page shell"). */
export function showBackButton(pathname: string): boolean {
  return BACK_BUTTON_ROUTES.includes(normalizePathname(pathname));
}

/**
 * Whether the page shell hides the logo (spec §2): on a no-logo route (`NO_LOGO_ROUTES`),
 * unless the current step supplies a logo of its own.
 */
export function hideLogo(pathname: string, stepHasLogo: boolean): boolean {
  if (stepHasLogo) return false;
  const path = normalizePathname(pathname);
  return (
    NO_LOGO_ROUTES.containing.some((text) => path.includes(text)) ||
    NO_LOGO_ROUTES.under.some((root) => path === root || path.startsWith(`${root}/`)) ||
    NO_LOGO_ROUTES.exact.some((route) => path === route)
  );
}

/** What decides whether the 'Atendimento <seller>' banner shows. */
export interface SellerBannerInput {
  pathname: string;
  /** The seller (after spec §4 defaults); empty or missing means none to show. */
  seller: string | undefined;
  /** The name the seller lookup returned; null when no lookup ran (raw query text never shows). */
  sellerName: string | null;
}

/**
 * Whether the 'Atendimento <seller>' banner shows (spec §1, §2): never on
 * /payment-verification, never for the default seller 'performance', and only with a name
 * the seller lookup returned, never the query's text (a link could otherwise make the page
 * say anything, e.g. "Atendimento: ligue para 0800…").
 */
export function showSellerBanner({ pathname, seller, sellerName }: SellerBannerInput): boolean {
  if (!seller || seller === DEFAULT_SELLER || !sellerName?.trim()) return false;
  return !SELLER_BANNER_HIDDEN_ROUTES.has(normalizePathname(pathname));
}

/** What decides the logo width. */
export interface LogoWidthInput {
  /** The step's `style.logo.width` (px), when it gives one. */
  propsWidth: number | undefined;
  /** The window's inner width (px); undefined on the server. */
  windowWidth: number | undefined;
}

/**
 * The logo width in px (spec §2, §9): the step's width, default 110; always 110 when the
 * window is under 250px wide. A width that is not a positive finite number counts as none.
 */
export function logoWidth({ propsWidth, windowWidth }: LogoWidthInput): number {
  if (windowWidth !== undefined && windowWidth < NARROW_WINDOW_WIDTH) return DEFAULT_LOGO_WIDTH;
  if (propsWidth === undefined || !Number.isFinite(propsWidth) || propsWidth <= 0) {
    return DEFAULT_LOGO_WIDTH;
  }
  return propsWidth;
}
