import { z } from 'zod';

// Must run before any schema is defined (index.ts imports it first): zod probes `new Function`
// when it defines its first object schema, and a browser with our strict CSP (no 'unsafe-eval')
// reports that probe as a violation. Browsers go jitless; the server keeps zod's JIT.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined') z.config({ jitless: true });
