import { crashNet } from './support/crash-net';

/** Issue 26: the crash net (support/crash-net.ts) over every route and menu, as the demo patient. */
crashNet('patient');
