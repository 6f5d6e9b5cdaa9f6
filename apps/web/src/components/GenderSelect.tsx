import { Select } from '@mantine/core';
import { GENDERS, GENDER_LABELS } from '@carenet/shared';
import type { ComponentPropsWithRef } from 'react';

const GENDER_OPTIONS = GENDERS.map((code) => ({ value: code, label: GENDER_LABELS[code] }));

/** docs/validation-and-limits.md#accounts gender codes m, f, o as a labelled select; each form says whether it is required or clearable. */
export function GenderSelect(props: Omit<ComponentPropsWithRef<typeof Select>, 'data' | 'label'>) {
  return <Select label="Gender" data={GENDER_OPTIONS} {...props} />;
}
