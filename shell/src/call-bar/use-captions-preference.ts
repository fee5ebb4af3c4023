import { useState } from 'react';

// The visitor's choice to hide captions outlives the call and the visit; showing them is the default.
const CAPTIONS_KEY = 'callvera:call-captions';

function readCaptionsShown(): boolean {
  try {
    return localStorage.getItem(CAPTIONS_KEY) !== 'hidden';
  } catch {
    return true;
  }
}

/** Whether the call bar shows live captions, remembered in localStorage. */
export function useCaptionsPreference(): [boolean, (shown: boolean) => void] {
  const [shown, setShown] = useState(readCaptionsShown);
  const remember = (next: boolean) => {
    setShown(next);
    try {
      if (next) localStorage.removeItem(CAPTIONS_KEY);
      else localStorage.setItem(CAPTIONS_KEY, 'hidden');
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  };
  return [shown, remember];
}
