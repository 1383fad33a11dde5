/**
 * The captcha as buyer code (checkout/, templates/) uses it: a request body gets the
 * configured provider's token. The providers stay in platform/captcha/ (docs/integrations.md),
 * out of the buyer code's reach (ESLint).
 */
export { withCaptcha } from '@/platform/captcha/withCaptcha';
