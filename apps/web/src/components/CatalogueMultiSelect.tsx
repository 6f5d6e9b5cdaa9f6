import { MultiSelect } from '@mantine/core';
import type { CatalogueKind } from '@carenet/shared';
import type { ComponentPropsWithRef } from 'react';
import { CATALOGUE_LOAD_FAILED, useCatalogue } from '../lib/catalogues';
import { t, tm } from '../lib/i18n';

type CatalogueMultiSelectProps = Omit<
  ComponentPropsWithRef<typeof MultiSelect>,
  'data' | 'value' | 'onChange'
> & {
  /** Which catalogue to pick from: facility services or doctor specialties. */
  kind: CatalogueKind;
  /** The chosen names (facilities and doctors store names, not ids). */
  value: string[];
  onChange: (value: string[]) => void;
};

/**
 * A searchable pick-list of an admin-managed catalogue, for the facility form, the add-doctor form and
 * the profile. Names already chosen that the catalogue no longer has stay listed, so saving a form
 * never drops them silently.
 */
export function CatalogueMultiSelect({
  kind,
  value,
  onChange,
  error,
  disabled,
  placeholder,
  ...props
}: CatalogueMultiSelectProps) {
  const catalogue = useCatalogue(kind);
  const names = catalogue.data?.map((item) => item.name) ?? [];
  const known = new Set(names.map((name) => name.toLowerCase()));
  const data = [...names, ...value.filter((name) => !known.has(name.toLowerCase()))];
  const loadError = catalogue.isError ? tm(CATALOGUE_LOAD_FAILED[kind]) : undefined;
  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('Nothing matches')}
      {...props}
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled || catalogue.isPending}
      placeholder={catalogue.isPending ? t('Loading…') : placeholder}
      error={error ?? loadError}
    />
  );
}
