import { Select } from '@mantine/core';
import { GENDERS, GENDER_LABELS } from '@carenet/shared';
import type { ComponentPropsWithRef } from 'react';
import { t, tm } from '../lib/i18n';

/** docs/validation-and-limits.md#accounts gender codes m, f, o as a labelled select; each form says whether it is required or clearable. */
export function GenderSelect(props: Omit<ComponentPropsWithRef<typeof Select>, 'data' | 'label'>) {
  const options = GENDERS.map((code) => ({ value: code, label: tm(GENDER_LABELS[code]) }));
  return <Select label={t('Gender')} data={options} {...props} />;
}
