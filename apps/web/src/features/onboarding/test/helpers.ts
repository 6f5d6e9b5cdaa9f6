import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Picks an option of a Mantine Select or MultiSelect, in the list that input controls. */
export async function pick(label: string | RegExp, option: string): Promise<void> {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.click(input);
  await waitFor(() =>
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')).toBeTruthy(),
  );
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '')!;
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

/** Pastes into the text field with this accessible name (one input event: typing each letter is slow). */
export async function fill(label: string | RegExp, text: string): Promise<void> {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.paste(text);
}

/** Fills the names, e-mail and phone every onboarding form starts with. */
export async function fillContact(email = 'meera@example.com', phone = '9876543210'): Promise<void> {
  await fill(/^First name/, 'Meera');
  await fill(/^Last name/, 'Iyer');
  await fill(/^E-mail/, email);
  await fill(/^Phone number/, phone);
}

/** Fills the address fields docs/validation-and-limits.md#addresses requires. */
export async function fillAddress(): Promise<void> {
  await fill(/^City/, 'Pune');
  await fill(/^State/, 'Maharashtra');
  await pick(/^Country/, 'India');
}

/** The first screen of a lazily loaded route can take a moment to import in a test run. */
export const LAZY_ROUTE = { timeout: 5000 };
