import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './context';

/** A feature module: its routes, given the platform context, mounted under /api/v1. */
export type ApiModule = (ctx: AppContext) => FastifyPluginAsyncZod;
