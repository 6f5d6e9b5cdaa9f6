import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly: 9 MB of code. V8 compiles it with its
 * baseline compiler (Liftoff), then by default compiles the busiest functions again with its optimising
 * compiler on background threads. Measured on this server, that second pass doubled the CPU time of a
 * start, competing with it on a 2-core machine, kept some 50 MB of compiler memory for good, and did
 * not make queries faster; so WebAssembly stays on the baseline tier (JavaScript is not affected).
 * V8 reads the setting when it compiles: call this before the embedded database is opened.
 */
export function compileWasmForQuickStart(): void {
  setFlagsFromString('--liftoff-only');
}
