import { Autocomplete, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ADDRESS_LINE_MAX,
  DEFAULT_COUNTRY_CODE,
  LOCATION_COUNTRY_CODES,
  LOCATION_COUNTRY_NAMES,
  LOCATION_MESSAGES,
  ZIP_CODE_MAX,
} from '@carenet/shared';
import { useId, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { t, tm } from '../../lib/i18n';
import { countryCodeOf, useCities, useStates } from '../../lib/location';

/** docs/api-contract.md#entities-and-field-names Address as the forms hold it. */
export interface AddressFormValue {
  line1?: string;
  line2?: string;
  city: string;
  state: string;
  country: string;
  zip_code?: string;
}

/** A blank address for a form's default values; the user picks the country. */
export const EMPTY_ADDRESS: Required<AddressFormValue> = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  country: '',
  zip_code: '',
};

/** India first: the default country of a form that starts with one (docs/validation-and-limits.md#addresses). */
export const DEFAULT_COUNTRY_NAME = LOCATION_COUNTRY_NAMES[DEFAULT_COUNTRY_CODE];

type AddressForm = Record<string, AddressFormValue>;

/** India first: the default (docs/validation-and-limits.md#addresses). */
const COUNTRY_NAMES = LOCATION_COUNTRY_CODES.map((code) => LOCATION_COUNTRY_NAMES[code]);

/** The most suggestions a list shows at once; typing narrows them. */
const SUGGESTIONS_SHOWN = 50;

export interface AddressFieldsProps {
  /** The form's address field: a person's `address` or a facility's `orgAddress`. */
  name: string;
  /**
   * Which parts are marked required: every part (the facility form), the place (city, state and
   * country: Add Doctor, Add Patient, Add Hospital), or none (the profile, where all are optional).
   */
  required?: 'all' | 'place' | 'none';
  /**
   * One message under the group for every part instead of one beside each (the facility form's
   * 'Please provide the full address of the Organization.').
   */
  groupErrors?: boolean;
  /** Examples shown in the empty inputs. */
  placeholders?: boolean;
}

/**
 * The address picker (docs/validation-and-limits.md#addresses): two lines, the country (India or the
 * United States), the state and city with suggestions from the location API that still take free
 * text, and the ZIP / PIN code. Suggestions are read once the state or city is first used; a failed
 * read says so ('Problem in getting states: ' plus why) and the field still takes what is typed.
 */
export function AddressFields({
  name,
  required = 'place',
  groupErrors = false,
  placeholders = false,
}: AddressFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AddressForm>();
  const [used, setUsed] = useState(false);
  const errorId = useId();
  const country = useWatch({ control, name: `${name}.country` }) ?? '';
  const state = useWatch({ control, name: `${name}.state` }) ?? '';
  const states = useStates(countryCodeOf(country), used);
  const wantedState = state.trim().toLowerCase();
  const stateId = states.data?.find((entry) => entry.name.toLowerCase() === wantedState)?._id ?? null;
  const cities = useCities(stateId, used);

  const address = errors[name];
  const groupMessages = groupErrors
    ? [
        ...new Set(
          [
            address?.message,
            ...(['line1', 'line2', 'country', 'state', 'city', 'zip_code'] as const).map(
              (part) => address?.[part]?.message,
            ),
          ].filter(Boolean),
        ),
      ]
    : [];
  /** What an input shows: its own message, or only its invalid state when the group carries the words. */
  const errorOf = (part: keyof AddressFormValue) =>
    groupErrors ? Boolean(address?.[part] ?? address?.message) : address?.[part]?.message;
  const all = required === 'all';
  // Where the group carries one message, no part can say it is too long: the input stops at the limit.
  const lineMax = groupErrors ? ADDRESS_LINE_MAX : undefined;
  const zipMax = groupErrors ? ZIP_CODE_MAX : undefined;
  const place = required !== 'none';
  const loadFailures = [
    states.error ? `${tm(LOCATION_MESSAGES.statesFailed)}${states.error.message}` : null,
    cities.error ? `${tm(LOCATION_MESSAGES.citiesFailed)}${cities.error.message}` : null,
  ].filter((message): message is string => message !== null);

  return (
    <Fieldset
      legend={groupErrors ? t('Address') : undefined}
      variant="unstyled"
      aria-describedby={groupMessages.length ? errorId : undefined}
    >
      <Stack gap="sm">
        <TextInput
          label={t('Address line 1')}
          required={all}
          maxLength={lineMax}
          placeholder={placeholders ? t('House or building, street') : undefined}
          autoComplete="address-line1"
          {...register(`${name}.line1`)}
          error={errorOf('line1')}
        />
        <TextInput
          label={t('Address line 2')}
          required={all}
          maxLength={lineMax}
          placeholder={placeholders ? t('Area, landmark (optional)') : undefined}
          autoComplete="address-line2"
          {...register(`${name}.line2`)}
          error={errorOf('line2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name={`${name}.country`}
            render={({ field }) => (
              <Select
                label={t('Country')}
                required={place}
                placeholder={placeholders ? t('Select country') : undefined}
                data={[
                  ...COUNTRY_NAMES.map((country) => ({ value: country, label: tm(country) })),
                  ...(field.value && !COUNTRY_NAMES.includes(field.value) ? [field.value] : []),
                ]}
                allowDeselect={false}
                ref={field.ref}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errorOf('country')}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.state`}
            render={({ field }) => (
              <Autocomplete
                label={t('State')}
                required={place}
                placeholder={placeholders ? t('Telangana') : undefined}
                data={states.data?.map((entry) => entry.name) ?? []}
                limit={SUGGESTIONS_SHOWN}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onFocus={() => setUsed(true)}
                onBlur={field.onBlur}
                error={errorOf('state')}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.city`}
            render={({ field }) => (
              <Autocomplete
                label={t('City')}
                required={place}
                placeholder={placeholders ? t('Hyderabad') : undefined}
                data={cities.data?.map((entry) => entry.name) ?? []}
                limit={SUGGESTIONS_SHOWN}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={field.onChange}
                onFocus={() => setUsed(true)}
                onBlur={field.onBlur}
                error={errorOf('city')}
              />
            )}
          />
          <TextInput
            label={t('ZIP / PIN code')}
            required={all}
            maxLength={zipMax}
            placeholder={placeholders ? '500001' : undefined}
            autoComplete="postal-code"
            {...register(`${name}.zip_code`)}
            error={errorOf('zip_code')}
          />
        </SimpleGrid>
        {loadFailures.map((message) => (
          <Text key={message} size="sm" c="orange.9" role="status">
            {message}
          </Text>
        ))}
        {groupMessages.length > 0 && (
          <Text id={errorId} size="sm" c="red.8" role="alert">
            {groupMessages.join(' ')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
