// The template routes of spec §2 "Step templates and their routes", as the registry builds
// them from templates/<id>/template.json. Test data only.
import type { RouteTable } from '@/renderer/rules/matchRoute';

export const SPEC_ROUTE_TABLE: RouteTable = {
  lead: '/lead',
  'phone-verification': '/phone-verification',
  video: '/video',
  'upsell-video': '/video/upsell',
  'order-bump-presentation': '/multiprofile-presentation',
  'order-bump': '/order-bump-presentation',
  presentation: '/presentation',
  'upsell-order-bump-presentation': '/multiprofile-upsell-presentation',
  payment: '/payment',
  'custom-offer': '/custom-offer',
  success: '/success',
  // Listed before the static /payment/* routes on purpose: specificity, not order, decides.
  'invoice-payment': '/payment/[id]',
  'upsell-payment': '/payment/upsell',
  'upsell-success': '/success/upsell',
  pix: '/pix',
  'livelo-cpf': '/livelo/cpf',
  recovery: '/recovery/[id]',
  renew: '/renew/[id]',
  'select-school': '/select-school',
  'upgrade-payment': '/payment/upgrade',
  md: '/md',
  'select-test-location': '/select-test-location',
};
