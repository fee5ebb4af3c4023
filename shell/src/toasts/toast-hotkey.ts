/** This key moves focus to the toast area (the viewport's announced hotkey). */
export const TOAST_HOTKEY = 'F8';
