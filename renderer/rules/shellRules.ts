import type { TemplateShell } from '@/checkout/templateContract';
import { DEFAULT_SELLER } from '@/renderer/rules/resolveSellerSource';

/** The logo width when the step gives none, and on very narrow windows (spec §2, §9). */
export const DEFAULT_LOGO_WIDTH = 110;
/** Below this window width (px) the logo is always the default width (spec §2). */
export const NARROW_WINDOW_WIDTH = 250;

/**
 * Whether the page shell hides the logo (spec §2): when the step's template declares
 * `shell.hideLogo` (the spec's no-logo list, kept in each `template.json`), unless the step
 * supplies a logo of its own.
 */
export function hideLogo(shell: Pick<TemplateShell, 'hideLogo'>, stepHasLogo: boolean): boolean {
  return shell.hideLogo && !stepHasLogo;
}

/** What decides whether the 'Atendimento <seller>' banner shows. */
export interface SellerBannerInput {
  shell: Pick<TemplateShell, 'hideSellerBanner'>;
  /** The seller (after spec §4 defaults); empty or missing means none to show. */
  seller: string | undefined;
  /** The name the seller lookup returned; null when no lookup ran (raw query text never shows). */
  sellerName: string | null;
}

/**
 * Whether the 'Atendimento <seller>' banner shows (spec §1, §2): never where the template
 * declares `shell.hideSellerBanner`, never for the default seller 'performance', and only
 * with a name the seller lookup returned, never the query's text (a link could otherwise make
 * the page say anything, e.g. "Atendimento: ligue para 0800…").
 */
export function showSellerBanner({ shell, seller, sellerName }: SellerBannerInput): boolean {
  if (!seller || seller === DEFAULT_SELLER || !sellerName?.trim()) return false;
  return !shell.hideSellerBanner;
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
