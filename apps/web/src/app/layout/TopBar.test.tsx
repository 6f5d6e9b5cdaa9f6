import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session';
import { makeUser, renderPage } from '../../test/utils';
import { TopBar } from './TopBar';

afterEach(() => sessionStore.clear());

async function renderAs(roles: string[] | null) {
  if (roles) sessionStore.signIn(makeUser(roles));
  renderPage(<TopBar drawerOpened={false} onToggleDrawer={() => undefined} />);
  // The signed-in entries load when first shown (a signed-out page does not load them).
  if (roles) await screen.findByRole('button', { name: 'Open profile menu' });
}

const button = (name: string) => screen.queryByRole('link', { name });

describe('TopBar', () => {
  it('offers Create Request, not Create Campaign, to a patient', async () => {
    await renderAs(['patient']);
    expect(button('Create Request')?.getAttribute('href')).toBe('/create-request');
    expect(button('Create Campaign')).toBeNull();
  });

  it('offers Create Campaign to a doctor', async () => {
    await renderAs(['doctor']);
    expect(button('Create Campaign')?.getAttribute('href')).toBe('/doctorrequest');
    expect(button('Create Request')).not.toBeNull();
  });

  it('offers Create Campaign to a facility', async () => {
    await renderAs(['facilities']);
    expect(button('Create Campaign')).not.toBeNull();
  });

  it('offers neither to an administrator', async () => {
    await renderAs(['admin']);
    expect(button('Create Request')).toBeNull();
    expect(button('Create Campaign')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open profile menu' })).toBeTruthy();
  });

  it('offers Login and Sign up when signed out', async () => {
    await renderAs(null);
    expect(button('Login')?.getAttribute('href')).toBe('/login');
    expect(button('Sign up')?.getAttribute('href')).toBe('/signup');
    expect(button('Create Request')).toBeNull();
  });
});
