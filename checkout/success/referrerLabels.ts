import type { ReferrerId } from '@/schemas/generated/types';

/**
 * How the referrer list ('Como você nos conheceu?') names each answer of the referrer enum
 * (spec §3). Typed over the generated enum, so a new referrer id fails the type check until
 * it has a label. The two answers the spec names after one business (`wiseup-site`,
 * `wiseup-escola`: the seller's own site and schools) are said in the brand's own voice, so no
 * brand lists another's name.
 */
export const referrerLabels: Readonly<Record<ReferrerId, string>> = {
  'wiseup-site': 'Nosso site',
  'wiseup-escola': 'Nossa escola',
  email: 'E-mail',
  facebook: 'Facebook',
  google: 'Google',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  podcast: 'Podcast',
  representante: 'Representante',
  outro: 'Outro',
};

/** Every referrer id, in the enum's order (the list offers them all when a brand names none). */
export const referrerIds = Object.keys(referrerLabels) as ReferrerId[];
