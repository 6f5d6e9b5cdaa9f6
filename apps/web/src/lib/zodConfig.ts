// Zod compiles its object parsers with `new Function` after probing whether eval is allowed. The server's
// Content-Security-Policy forbids eval, and the browser reports even the caught probe as a violation, so
// the web app parses without compiling (as fast for form-sized input). It must run before any schema is
// built, hence its own module, imported first by main.tsx. Zod reads its settings from
// globalThis.__zod_globalConfig (the object its `config()` changes, shared by every copy of zod), so
// setting them there first keeps zod itself out of the pages that build no schema.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(scope.__zod_globalConfig ??= {}).jitless = true;
