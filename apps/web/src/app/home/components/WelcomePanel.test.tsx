import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/utils';
import { WelcomePanel } from './WelcomePanel';

describe('WelcomePanel', () => {
  it('greets a person by their first name', () => {
    renderPage(<WelcomePanel user={makeUser(['patient'])} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeTruthy();
  });

  it("greets an administrator's account by its whole name, not the first word of 'CareNet Admin'", () => {
    const admin = makeUser(['admin'], {
      name: { first_name: 'CareNet', last_name: 'Admin', middle_name: '' },
    });
    renderPage(<WelcomePanel user={admin} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, CareNet Admin!' })).toBeTruthy();
  });
});
