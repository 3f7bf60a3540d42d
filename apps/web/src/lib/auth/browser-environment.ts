const IOS_DEVICE = /iPhone|iPad|iPod/;
/** In-app browsers of social and messaging apps, which Google treats as embedded web views. */
const IN_APP_BROWSER =
  /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Twitter|LinkedInApp|Snapchat|musical_ly|BytedanceWebview|Pinterest/;
/** iOS browsers built on Safari's engine under another name: Chrome, Firefox, Edge, Opera, the Google app… */
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\//;

/**
 * Whether the page runs inside an app's embedded web view, where Google refuses to sign anyone in.
 * Android's WebView marks itself with `; wv)`; an iOS web view leaves out the `Safari/` token.
 */
export function isEmbeddedWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent) || IN_APP_BROWSER.test(userAgent)) return true;
  return IOS_DEVICE.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent);
}

/** Whether this is an iOS browser other than Safari, where a sign-in popup cannot report back reliably. */
export function isIosBrowserOtherThanSafari(userAgent: string): boolean {
  return IOS_DEVICE.test(userAgent) && IOS_OTHER_BROWSER.test(userAgent);
}

/** Product §4: sign-in goes by redirect (and its result is checked at start) in these two cases. */
export const usesRedirectSignIn = (userAgent: string): boolean =>
  isEmbeddedWebView(userAgent) || isIosBrowserOtherThanSafari(userAgent);
