import type { CatalogueItemDto, CatalogueItemInput, CatalogueKind } from '@carenet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { CATALOGUE_PATHS, catalogueKeys } from '../../lib/catalogues';

/** Every change re-reads the catalogue, so the pickers of other screens see it too. */
function useCatalogueMutation<Variables>(
  kind: CatalogueKind,
  send: (variables: Variables) => Promise<{ message: string }>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.list(kind) }),
  });
}

/** POST /facilityServices or /doctorSpecialization (administrators). */
export function useAddCatalogueItem(kind: CatalogueKind) {
  return useCatalogueMutation(kind, (body: CatalogueItemInput) =>
    api<CatalogueItemDto>(CATALOGUE_PATHS[kind], { method: 'POST', body }),
  );
}

/** PUT .../{id}: the server also renames the name wherever facilities or doctors use it. */
export function useRenameCatalogueItem(kind: CatalogueKind) {
  return useCatalogueMutation(kind, ({ id, ...body }: CatalogueItemInput & { id: string }) =>
    api<CatalogueItemDto>(`${CATALOGUE_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'PUT', body }),
  );
}

/** DELETE .../{id}: refused (409, with the count in the message) while something uses the name. */
export function useDeleteCatalogueItem(kind: CatalogueKind) {
  return useCatalogueMutation(kind, (id: string) =>
    api<null>(`${CATALOGUE_PATHS[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
