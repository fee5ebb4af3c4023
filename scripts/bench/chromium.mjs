// The browser every part of the bench runs in, and the throttling of the "real" measurements.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every host but localhost fails to resolve: the bench never reaches the internet (the demo call shows its offline state). */
const OFFLINE_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  OFFLINE_HOSTS,
];

/** A mid-range phone on a slow 4G link: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const REAL_THROTTLING = {
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1600,
  upKbps: 750,
};

/** Lighthouse's mobile screen (Moto G Power), shared by the usable and flow measurements. */
export const MOBILE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
