import Document, { Head, Html, Main, NextScript } from 'next/document';
import { getCssText } from '@/ui/stitches.config';

/**
 * The HTML document. Stitches' CSS (global styles and the brand theme created while
 * rendering) is inlined on the server, so the first paint is already the brand's: no flash
 * of the default theme and no layout shift. The document language follows the brand's
 * (pt-MZ for Mozambique variants).
 */
export default class CheckoutDocument extends Document {
  render() {
    const pageProps = this.props.__NEXT_DATA__.props?.pageProps as
      | { isMozambiqueTheme?: boolean }
      | undefined;
    return (
      <Html lang={pageProps?.isMozambiqueTheme ? 'pt-MZ' : 'pt-BR'}>
        <Head>
          <style id="stitches" dangerouslySetInnerHTML={{ __html: getCssText() }} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
