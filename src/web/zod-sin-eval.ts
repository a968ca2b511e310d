/**
 * zod compiles object parsers with `new Function` when it may, and probes for that
 * the first time a schema is built. Our Content-Security-Policy forbids eval, so the
 * probe failed (harmlessly) but the browser reported a CSP violation on every page
 * load. Imported first by main.tsx, so it runs before any schema module is evaluated.
 */
import { config } from 'zod';

config({ jitless: true });
