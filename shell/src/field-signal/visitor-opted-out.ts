/**
 * Global Privacy Control or Do Not Track: the visitor asked not to be measured, so this page sends
 * nothing and tells the dashboard nothing either.
 */
export function visitorOptedOut(browser: Navigator = navigator): boolean {
  const privacySignals = browser as Navigator & { globalPrivacyControl?: boolean };
  return privacySignals.globalPrivacyControl === true || browser.doNotTrack === '1';
}
