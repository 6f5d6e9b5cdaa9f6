import { LOCATION_MESSAGES, type CityDto, type StateDto } from '@carenet/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, queriesTo, renderPage } from '../../test/utils';
import { AddressFields, EMPTY_ADDRESS, type AddressFormValue } from './AddressFields';

const STATES: Record<string, StateDto[]> = {
  IN: [
    { _id: 'IN-KA', isoCode: 'KA', countryId: 'IN', name: 'Karnataka', latitude: 15.3, longitude: 75.7 },
    { _id: 'IN-MH', isoCode: 'MH', countryId: 'IN', name: 'Maharashtra', latitude: 19.7, longitude: 75.7 },
  ],
  US: [{ _id: 'US-TX', isoCode: 'TX', countryId: 'US', name: 'Texas', latitude: 31, longitude: -100 }],
};
const CITIES: Record<string, CityDto[]> = {
  'IN-MH': [
    {
      _id: 'IN-MH-Mumbai',
      name: 'Mumbai',
      stateId: 'IN-MH',
      countryId: 'IN',
      latitude: 19.07,
      longitude: 72.88,
    },
    { _id: 'IN-MH-Pune', name: 'Pune', stateId: 'IN-MH', countryId: 'IN', latitude: 18.52, longitude: 73.86 },
  ],
};

const failure = (message: string) => ({
  status: 503,
  body: { status: 'error', statusCode: 503, message },
});

/** The location API as the test wants it: the lists above, or a failure of one of them. */
function serve(fail: { states?: string; cities?: string } = {}) {
  return mockApi(({ path, url }) => {
    if (path === '/state') {
      if (fail.states) return failure(fail.states);
      return ok(STATES[url.searchParams.get('countryId') ?? ''] ?? []);
    }
    if (path === '/city') {
      if (fail.cities) return failure(fail.cities);
      return ok(CITIES[url.searchParams.get('stateId') ?? ''] ?? []);
    }
    return failure('unexpected call');
  });
}

function Harness({ onSubmit }: { onSubmit: (values: { address: AddressFormValue }) => void }) {
  const form = useForm<{ address: AddressFormValue }>({
    defaultValues: { address: { ...EMPTY_ADDRESS, country: 'India' } },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <AddressFields name="address" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function choose(input: HTMLElement, typed: string, option: string) {
  await userEvent.click(input);
  await userEvent.type(input, typed);
  // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function submitted(onSubmit: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  return (onSubmit.mock.calls[0] as [{ address: AddressFormValue }])[0].address;
}

beforeEach(() => {
  // Mantine scrolls the chosen option into view, which jsdom does not do.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('AddressFields', () => {
  it("suggests the country's states, then the chosen state's cities, from the location API", async () => {
    const fetchMock = serve();
    const onSubmit = vi.fn();
    renderPage(<Harness onSubmit={onSubmit} />);
    // Nothing is read until the state or city is used.
    expect(queriesTo(fetchMock, '/state')).toEqual([]);

    await choose(field(/^State/), 'Mah', 'Maharashtra');
    expect(queriesTo(fetchMock, '/state')).toEqual([{ countryId: 'IN' }]);
    await choose(field(/^City/), 'Mu', 'Mumbai');
    expect(queriesTo(fetchMock, '/city')).toEqual([{ stateId: 'IN-MH' }]);
    expect(screen.queryByRole('option', { name: 'Pune', hidden: true })).toBeNull();

    expect(await submitted(onSubmit)).toMatchObject({
      country: 'India',
      state: 'Maharashtra',
      city: 'Mumbai',
    });
  });

  it("suggests the United States' states once it is the country", async () => {
    const fetchMock = serve();
    renderPage(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(field(/^Country/));
    fireEvent.click(await screen.findByRole('option', { name: 'United States', hidden: true }));
    await choose(field(/^State/), 'Te', 'Texas');
    expect(queriesTo(fetchMock, '/state')).toEqual([{ countryId: 'US' }]);
  });

  it('takes a state and a city that are not in the lists, as typed', async () => {
    const fetchMock = serve();
    const onSubmit = vi.fn();
    renderPage(<Harness onSubmit={onSubmit} />);
    await userEvent.click(field(/^State/));
    await userEvent.type(field(/^State/), 'Ladakh Hills');
    await userEvent.click(field(/^City/));
    await userEvent.type(field(/^City/), 'Small Village');
    expect(await submitted(onSubmit)).toMatchObject({ state: 'Ladakh Hills', city: 'Small Village' });
    // No known state, so no city list to read.
    expect(queriesTo(fetchMock, '/city')).toEqual([]);
  });

  it("says 'Problem in getting states: ' with the reason, and still takes what is typed", async () => {
    serve({ states: 'The location service is down' });
    const onSubmit = vi.fn();
    renderPage(<Harness onSubmit={onSubmit} />);
    await userEvent.click(field(/^State/));
    expect(
      await screen.findByText(`${LOCATION_MESSAGES.statesFailed}The location service is down`),
    ).toBeTruthy();
    await userEvent.paste('Maharashtra');
    expect(await submitted(onSubmit)).toMatchObject({ state: 'Maharashtra' });
  });

  it("says 'Problem in getting cities: ' with the reason", async () => {
    serve({ cities: 'Too many requests' });
    renderPage(<Harness onSubmit={vi.fn()} />);
    await choose(field(/^State/), 'Mah', 'Maharashtra');
    await userEvent.click(field(/^City/));
    expect(await screen.findByText(`${LOCATION_MESSAGES.citiesFailed}Too many requests`)).toBeTruthy();
  });
});
