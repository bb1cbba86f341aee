import { config } from 'zod/mini';

/**
 * Our content security policy has no 'unsafe-eval' (ADR 0018). zod probes for it with
 * `Function('')` before its first compiled parse, and the browser reports each probe as a CSP
 * violation (the probe fails and zod parses without compiling anyway). Saying so up front keeps
 * the policy's reports clean. Imported by the admin routes, whose forms parse objects on render.
 */
config({ jitless: true });
