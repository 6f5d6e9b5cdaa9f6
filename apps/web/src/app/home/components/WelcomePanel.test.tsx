import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/utils';
import { WelcomePanel } from './WelcomePanel';

describe('WelcomePanel', () => {
  it('greets a person by their first name', () => {
    renderPage(<WelcomePanel user={makeUser(['patient'])} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeTruthy();
  });

  it('greets a person in their first session as new, not as returning', () => {
    renderPage(<WelcomePanel user={makeUser(['patient'], { firstSignIn: true })} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it("greets an administrator's account by its whole name, not the first word of 'CareNet Admin'", () => {
    const admin = makeUser(['admin'], {
      name: { first_name: 'CareNet', last_name: 'Admin', middle_name: '' },
    });
    renderPage(<WelcomePanel user={admin} />);
    expect(screen.getByRole('heading', { name: 'Welcome back, CareNet Admin!' })).toBeTruthy();
  });

  it('tells a facility user what verification gives them, not the clinical work only doctors do', () => {
    renderPage(<WelcomePanel user={makeUser(['facilities'])} />);
    expect(
      screen.getByText('Submit your registration so that your name and campaigns carry the verified tick.'),
    ).toBeTruthy();
    expect(screen.queryByText(/care for patients|patients’ records/)).toBeNull();
  });
});
