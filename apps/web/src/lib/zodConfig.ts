import { config } from 'zod/v4/core';

// Zod compiles its object parsers with `new Function` after probing whether eval is allowed. The server's
// Content-Security-Policy forbids eval, and the browser reports even the caught probe as a violation, so
// the web app parses without compiling (as fast for form-sized input). It must run before any schema is
// built, hence its own module, imported first by main.tsx.
config({ jitless: true });
