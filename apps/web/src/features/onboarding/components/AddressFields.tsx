import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';

/** docs/api-contract.md#entities-and-field-names Address as the onboarding forms hold it (city, state and country required). */
export interface AddressValue {
  line1?: string;
  line2?: string;
  city: string;
  state: string;
  country: string;
  zip_code?: string;
}

export const EMPTY_ADDRESS: Required<AddressValue> = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
};

/** The address of a doctor or a patient (`address`), or of a hospital (`orgAddress`). */
export function AddressFields({ name }: { name: 'address' | 'orgAddress' }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ address: AddressValue; orgAddress: AddressValue }>();
  const fieldErrors = errors[name];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="Address line 1" error={fieldErrors?.line1?.message} {...register(`${name}.line1`)} />
      <TextInput label="Address line 2" error={fieldErrors?.line2?.message} {...register(`${name}.line2`)} />
      <TextInput label="City" required error={fieldErrors?.city?.message} {...register(`${name}.city`)} />
      <TextInput label="State" required error={fieldErrors?.state?.message} {...register(`${name}.state`)} />
      <TextInput
        label="Country"
        required
        error={fieldErrors?.country?.message}
        {...register(`${name}.country`)}
      />
      <TextInput label="Zip code" error={fieldErrors?.zip_code?.message} {...register(`${name}.zip_code`)} />
    </SimpleGrid>
  );
}
