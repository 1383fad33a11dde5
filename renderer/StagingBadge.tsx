import { styled } from '@/ui/stitches.config';

/** The staging cookie's name (spec §2/§6: a cookie-based staging flag). */
export const STAGING_COOKIE = 'homologacao';
/** The query parameter that turns staging on (spec §3 `homologacao`). */
export const STAGING_QUERY_PARAM = 'homologacao';

const Badge = styled('div', {
  position: 'fixed',
  bottom: '$4',
  left: '$4',
  zIndex: 9000,
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$1 $1 $1 $3',
  borderRadius: '$pill',
  backgroundColor: '$alertLow',
  color: '$alertHigh',
  border: '1px solid $alertPure',
  fontWeight: '$semibold',
  fontSize: '$sm',
});

const Close = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  '&:focus-visible': { outline: '3px solid $primaryPure' },
});

/**
 * Closes staging (spec §2): removes the cookie and reloads without the staging query
 * parameter; when that fails, goes to `fallbackHref` (the flow's first step: the spec's
 * lead page).
 */
export function closeStaging(fallbackHref: string, win: Window = window): void {
  try {
    win.document.cookie = `${STAGING_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
    const url = new URL(win.location.href);
    url.searchParams.delete(STAGING_QUERY_PARAM);
    win.location.replace(url.toString());
  } catch {
    win.location.assign(fallbackHref);
  }
}

/** The 'Homologação' badge shown while the staging cookie is set. */
export function StagingBadge({ fallbackHref }: { fallbackHref: string }) {
  return (
    <Badge role="status" aria-label="Ambiente de homologação">
      <span>Homologação</span>
      <Close
        type="button"
        aria-label="Fechar homologação"
        onClick={() => closeStaging(fallbackHref)}
      >
        ×
      </Close>
    </Badge>
  );
}
