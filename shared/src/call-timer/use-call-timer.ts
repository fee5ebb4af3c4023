import { useEffect, useState } from 'react';

/** 75,000 ms → "01:15", as a call timer reads. */
export function formatCallTime(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** "mm:ss" since `since` (epoch ms, e.g. the store's liveSince), ticking each second; null with no start. */
export function useCallTimer(since: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? null : formatCallTime(now - since);
}
