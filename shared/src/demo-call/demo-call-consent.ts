// Where the visitor's yes to demo calls is kept, so later presses start at once.
const CONSENT_KEY = 'callvera:demo-call-consent';

export function hasDemoCallConsent(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'given';
  } catch {
    return false; // storage blocked: ask on every first press of the page
  }
}

export function rememberDemoCallConsent() {
  try {
    localStorage.setItem(CONSENT_KEY, 'given');
  } catch {
    // storage blocked: the yes holds for this call only
  }
}
