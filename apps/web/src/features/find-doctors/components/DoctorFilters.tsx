import { Autocomplete, Button, Group, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { COMMON_LANGUAGES, type FindDoctorsFilters } from '@carenet/shared';
import { useSpecialties } from '../../../lib/catalogues';
import { t } from '../../../lib/i18n';

type TextFilter = 'keyword' | 'specialty' | 'city' | 'language' | 'facility';
const TEXT_FILTERS: TextFilter[] = ['keyword', 'specialty', 'city', 'language', 'facility'];

interface DoctorFiltersProps {
  filters: FindDoctorsFilters;
  /** Whether the results are sorted nearest first (only offered when the browser's location is known). */
  nearestFirst: boolean;
  canSortByDistance: boolean;
  onChange: (filters: FindDoctorsFilters, nearestFirst: boolean) => void;
}

/** The search form: typed filters apply on Search, the switches at once. */
export function DoctorFilters({ filters, nearestFirst, canSortByDistance, onChange }: DoctorFiltersProps) {
  const specialties = useSpecialties();
  const [draft, setDraft] = useState<Record<TextFilter, string>>(
    () =>
      Object.fromEntries(TEXT_FILTERS.map((key) => [key, filters[key] ?? ''])) as Record<TextFilter, string>,
  );
  const set = (key: TextFilter) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, ...draft }, nearestFirst);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('Find doctors')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <TextInput
          label={t('Name')}
          placeholder={t("Doctor's name")}
          value={draft.keyword}
          onChange={(event) => set('keyword')(event.currentTarget.value)}
        />
        <Autocomplete
          label={t('Specialty')}
          placeholder={t('e.g. Orthopaedic Surgeon')}
          data={specialties.data?.map((item) => item.name) ?? []}
          value={draft.specialty}
          onChange={set('specialty')}
        />
        <TextInput
          label={t('City')}
          placeholder={t('e.g. Pune')}
          value={draft.city}
          onChange={(event) => set('city')(event.currentTarget.value)}
        />
        <Autocomplete
          label={t('Language')}
          placeholder={t('e.g. Hindi')}
          data={[...COMMON_LANGUAGES]}
          value={draft.language}
          onChange={set('language')}
        />
        <TextInput
          label={t('Facility')}
          placeholder={t('Hospital or clinic name')}
          value={draft.facility}
          onChange={(event) => set('facility')(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group mt="md" justify="space-between" wrap="wrap" gap="sm">
        <Group gap="lg" wrap="wrap">
          <Switch
            label={t('Available this week')}
            checked={filters.availableThisWeek === 'true'}
            onChange={(event) =>
              onChange(
                { ...filters, availableThisWeek: event.currentTarget.checked ? 'true' : '' },
                nearestFirst,
              )
            }
          />
          {canSortByDistance && (
            <Switch
              label={t('Nearest first')}
              checked={nearestFirst}
              onChange={(event) => onChange(filters, event.currentTarget.checked)}
            />
          )}
        </Group>
        <Button type="submit" leftSection={<IconSearch size={18} />}>
          {t('Search')}
        </Button>
      </Group>
    </form>
  );
}
