import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '../test/utils';
import { CatalogueMultiSelect } from './CatalogueMultiSelect';

afterEach(() => vi.unstubAllGlobals());

function Picker({ kind, initial = [] }: { kind: 'facilityService' | 'specialty'; initial?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CatalogueMultiSelect kind={kind} label="Pick" value={value} onChange={setValue} />
      <output aria-label="Chosen">{value.join('|')}</output>
    </>
  );
}

describe('CatalogueMultiSelect', () => {
  it('offers the catalogue from the public list and hands back names', async () => {
    const fetchMock = mockApi(() =>
      ok([
        { _id: 's-1', name: 'Cardiology' },
        { _id: 's-2', name: 'Radiology' },
      ]),
    );
    renderPage(<Picker kind="facilityService" initial={['Old Service']} />);
    const input = screen.getByRole('textbox', { name: 'Pick' });
    await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
    await userEvent.click(input);
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Radiology', hidden: true }));
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('Old Service|Radiology');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe('/api/v1/facilityServices');
    // Public: sent without the bearer token.
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it("says 'Failed to load facility services' when the list cannot be read", async () => {
    mockApi(() => ({ status: 500, body: { status: 'error', statusCode: 500, message: 'Boom' } }));
    renderPage(<Picker kind="facilityService" />);
    expect(await screen.findByText('Failed to load facility services')).toBeTruthy();
  });

  it("says 'Specialities Failed. Invalid response format.' when the answer is not a list of names", async () => {
    mockApi(() => ok({ names: ['Cardiologist'] }));
    renderPage(<Picker kind="specialty" />);
    expect(await screen.findByText('Specialities Failed. Invalid response format.')).toBeTruthy();
  });
});
