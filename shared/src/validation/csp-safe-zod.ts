import { z } from 'zod';

// The site runs under a CSP without 'unsafe-eval'. zod's JIT probes `new Function`,
// which the browser reports as a violation even though zod catches it.
z.config({ jitless: true });

export { z };
