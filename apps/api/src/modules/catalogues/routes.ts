import {
  CATALOGUE_MESSAGES,
  catalogueItemInputSchema,
  idParamSchema,
  type CatalogueKind,
} from '@carenet/shared';
import { requireAbility } from '../../access/viewer-abilities';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentCatalogueItem } from './presenter';
import { createItem, deleteItem, getItem, listItems, renameItem } from './service';

interface CataloguePaths {
  kind: CatalogueKind;
  /** The collection's path (docs/api-contract.md Facilities). */
  path: string;
  /** Read-only aliases of the same collection (GET /hospitalServices[/{id}]). */
  readAliases: string[];
  /** What one item is called in the API reference ("a facility service"). */
  noun: string;
  tag: string;
}

const CATALOGUES: CataloguePaths[] = [
  {
    kind: 'facilityService',
    path: '/facilityServices',
    readAliases: ['/hospitalServices'],
    noun: 'facility service',
    tag: 'facility services',
  },
  {
    kind: 'specialty',
    path: '/doctorSpecialization',
    readAliases: [],
    noun: 'specialty',
    tag: 'specialties',
  },
];

/** The Fastify instance a module's plugin is given, typed for zod schemas. */
type ZodApp = Parameters<ReturnType<ApiModule>>[0];

/** Reads are public (every form picks from them); writes are for administrators. */
function mountCatalogue(route: ZodApp, ctx: AppContext, catalogue: CataloguePaths): void {
  const { kind, noun } = catalogue;
  const tags = [catalogue.tag];
  const messages = CATALOGUE_MESSAGES[kind];

  for (const path of [catalogue.path, ...catalogue.readAliases]) {
    route.get(path, { schema: { tags, summary: `Every ${noun}, by name` } }, async () =>
      ok((await listItems(ctx, kind)).map(presentCatalogueItem)),
    );
    route.get(
      `${path}/:id`,
      { schema: { tags, summary: `One ${noun}`, params: idParamSchema } },
      async (request) => ok(presentCatalogueItem(await getItem(ctx, kind, request.params.id))),
    );
  }

  route.post(
    catalogue.path,
    { schema: { tags, summary: `Add a ${noun} (administrators)`, body: catalogueItemInputSchema } },
    async (request, reply) => {
      const row = await createItem(
        ctx,
        kind,
        requireAbility(request, 'manageCatalogues'),
        request.body.name,
        request.ip,
      );
      return reply.status(201).send(ok(presentCatalogueItem(row), messages.created, { statusCode: 201 }));
    },
  );

  route.put(
    `${catalogue.path}/:id`,
    {
      schema: {
        tags,
        summary: `Rename a ${noun}, and wherever it is used (administrators)`,
        params: idParamSchema,
        body: catalogueItemInputSchema,
      },
    },
    async (request) => {
      const admin = requireAbility(request, 'manageCatalogues');
      const row = await renameItem(ctx, kind, admin, request.params.id, request.body.name, request.ip);
      return ok(presentCatalogueItem(row), messages.renamed);
    },
  );

  route.delete(
    `${catalogue.path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${noun} nobody uses (administrators)`,
        params: idParamSchema,
      },
    },
    async (request) => {
      await deleteItem(ctx, kind, requireAbility(request, 'manageCatalogues'), request.params.id, request.ip);
      return ok(null, messages.deleted);
    },
  );
}

export const catalogueRoutes: ApiModule = (ctx) => async (app) => {
  for (const catalogue of CATALOGUES) mountCatalogue(app, ctx, catalogue);
};
