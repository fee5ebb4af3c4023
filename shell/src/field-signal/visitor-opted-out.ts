/**
 * Global Privacy Control or Do Not Track: the visitor asked not to be measured, so this page sends
 * nothing and tells the dashboard nothing either.
 */
export function visitorOptedOut(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === '1';
}
