import { z } from 'zod';

// zod's JIT probes `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval')
// reports as a violation. Every web module takes `z` from here, so the setting always applies.
z.config({ jitless: true });

export { z };
