/**
 * The variables the browser bundle carries (`NEXT_PUBLIC_*`, declared in
 * settingDefinitions.ts). Next.js inlines them at build time only where the code spells
 * `process.env.NEXT_PUBLIC_…` out, so each is read here by its literal name.
 */

/** A `NEXT_PUBLIC_*` variable the browser may read. */
export type PublicSettingName =
  | 'NEXT_PUBLIC_APP_VERSION'
  | 'NEXT_PUBLIC_CAPTCHA_PROVIDER'
  | 'NEXT_PUBLIC_CAPTCHA_SITE_KEY';

/** The value of a public variable as built into this bundle (or set on the server). */
export function publicSetting(name: PublicSettingName): string | undefined {
  switch (name) {
    case 'NEXT_PUBLIC_APP_VERSION':
      return process.env.NEXT_PUBLIC_APP_VERSION;
    case 'NEXT_PUBLIC_CAPTCHA_PROVIDER':
      return process.env.NEXT_PUBLIC_CAPTCHA_PROVIDER;
    case 'NEXT_PUBLIC_CAPTCHA_SITE_KEY':
      return process.env.NEXT_PUBLIC_CAPTCHA_SITE_KEY;
  }
}
