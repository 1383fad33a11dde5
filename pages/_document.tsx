import Document, { Head, Html, Main, NextScript } from 'next/document';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import {
  applyPageSecurityHeaders,
  isSecureRequest,
  nonceOfPolicy,
} from '@/renderer/security/pageSecurityHeaders';
import { pageLanguage } from '@/checkout/copy/pageLanguage';
import { tagManagerScriptUrl } from '@/renderer/security/tagManager';
import { getCssText } from '@/ui/stitches.config';
import { createPhaseTimer } from '@/renderer/phaseTimer';
import { isCheckoutPageProps, pageHead } from '@/renderer/pageHead';

interface CheckoutDocumentProps extends DocumentInitialProps {
  /** The request's script nonce, also in the page's Content-Security-Policy. */
  nonce: string | undefined;
}

/**
 * The HTML document. Every page is rendered per request with a fresh script nonce: the
 * checkout page's `getServerSideProps` sets the security headers (its CSP allows the step's
 * frame origins); for any other page (error pages) they are set here. Next.js's scripts carry
 * the nonce, so script-src needs no 'unsafe-inline'. Stitches' CSS (global styles and the
 * brand theme created while rendering) is inlined on the server, so the first paint is already
 * the brand's. For `npm run bench` the render's time joins the page's `Server-Timing`
 * phases. The document language follows the brand's (pt-MZ for Mozambique variants). A checkout
 * page's title and favicon are written here from its props (`pageHead`); its shell updates them
 * after a client-side navigation, so buyers download no head manager.
 */
export default class CheckoutDocument extends Document<CheckoutDocumentProps> {
  static async getInitialProps(ctx: DocumentContext): Promise<CheckoutDocumentProps> {
    const timer = createPhaseTimer();
    const initialProps = await Document.getInitialProps(ctx);
    timer.lap('render');
    if (ctx.res) timer.writeTo(ctx.res);
    const set = nonceOfPolicy(ctx.res?.getHeader('Content-Security-Policy'));
    const nonce =
      set ??
      (ctx.res
        ? applyPageSecurityHeaders(ctx.res, { secure: isSecureRequest(ctx.req) })
        : undefined);
    return { ...initialProps, nonce };
  }

  render() {
    const { nonce } = this.props;
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as
      | { isMozambiqueTheme?: boolean; checkoutGTM?: string | null }
      | undefined;
    // The product's tag manager, only when its config has a `gtm` id, with the request's nonce.
    const tagManagerSrc = tagManagerScriptUrl(pageProps?.checkoutGTM);
    const head = isCheckoutPageProps(pageProps) ? pageHead(pageProps) : undefined;
    return (
      <Html lang={pageLanguage({ isMozambiqueTheme: pageProps?.isMozambiqueTheme === true })}>
        <Head nonce={nonce}>
          {head ? (
            <>
              {/* The shell updates both after a client-side navigation (renderer/PageShell.tsx). */}
              <title>{head.title}</title>
              <link rel="icon" href={head.favicon} />
            </>
          ) : null}
          <style id="stitches" dangerouslySetInnerHTML={{ __html: getCssText() }} />
          {tagManagerSrc ? <script async nonce={nonce} src={tagManagerSrc} /> : null}
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
