import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Every route declares zod schemas, so fastify validates and serializes with the zod compilers. Given
 * as its compiler factories, rather than set on the app once it is made, they spare fastify loading
 * its defaults (ajv and fast-json-stringify) that nothing would use: a quarter of a second and 7 MB
 * at start. fastify types these factories for its defaults' compilers, hence the casts.
 */
export const zodCompilers: CompilersFactory = {
  buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
  buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
};
