import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ADDRESS_LINE_MAX, ZIP_CODE_MAX, type OrganizationFormInput } from '@carenet/shared';
import { Controller, useFormContext } from 'react-hook-form';

/** docs/validation-and-limits.md: India and the United States only, India first (the default). */
export const FACILITY_COUNTRIES = ['India', 'United States'];

/**
 * docs/validation-and-limits.md#addresses Address picker inside the facility form: every part is required, and one message
 * ('Please provide the full address of the Organization.') covers them all, shown once under the group.
 */
export function FacilityAddressFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OrganizationFormInput>();
  const address = errors.orgAddress;
  const parts = [
    address?.line1,
    address?.line2,
    address?.country,
    address?.state,
    address?.city,
    address?.zip_code,
  ];
  // The parts share one message; a badly formed zip code has its own ('Please enter valid zip_code').
  const messages = [...new Set([address?.message, ...parts.map((part) => part?.message)].filter(Boolean))];
  const invalid = (part: { message?: string } | undefined) => Boolean(part ?? address?.message);

  return (
    <Fieldset
      legend="Address"
      variant="unstyled"
      aria-describedby={messages.length ? 'facility-address-error' : undefined}
    >
      <Stack gap="sm">
        <TextInput
          label="Address line 1"
          required
          maxLength={ADDRESS_LINE_MAX}
          autoComplete="address-line1"
          {...register('orgAddress.line1')}
          error={invalid(address?.line1)}
        />
        <TextInput
          label="Address line 2"
          required
          maxLength={ADDRESS_LINE_MAX}
          autoComplete="address-line2"
          {...register('orgAddress.line2')}
          error={invalid(address?.line2)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="orgAddress.country"
            render={({ field }) => (
              <Select
                label="Country"
                required
                data={FACILITY_COUNTRIES}
                allowDeselect={false}
                ref={field.ref}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={invalid(address?.country)}
              />
            )}
          />
          <TextInput
            label="State"
            required
            autoComplete="address-level1"
            {...register('orgAddress.state')}
            error={invalid(address?.state)}
          />
          <TextInput
            label="City"
            required
            autoComplete="address-level2"
            {...register('orgAddress.city')}
            error={invalid(address?.city)}
          />
          <TextInput
            label="ZIP / PIN code"
            required
            maxLength={ZIP_CODE_MAX}
            autoComplete="postal-code"
            {...register('orgAddress.zip_code')}
            error={invalid(address?.zip_code)}
          />
        </SimpleGrid>
        {messages.length > 0 && (
          <Text id="facility-address-error" size="sm" c="red.8" role="alert">
            {messages.join(' ')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
