/**
 * Reads the browser's microphone permission as it is now, where the
 * Permissions API knows it. While it is undecided, a time-out may mean the
 * visitor has not answered the browser's prompt yet, so the message says so.
 */
export function watchMicrophonePermission(): () => PermissionState | 'unknown' {
  let status: PermissionStatus | null = null;
  navigator.permissions?.query({ name: 'microphone' as PermissionName }).then(
    (live) => (status = live),
    () => undefined, // Safari before 16 and some embeds do not know "microphone"
  );
  return () => status?.state ?? 'unknown';
}
