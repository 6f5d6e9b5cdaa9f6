import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/utils';
import { HelpDeskPage } from './HelpDeskPage';

describe('HelpDeskPage', () => {
  it('filters the questions as you search and says when nothing matches', async () => {
    renderPage(<HelpDeskPage />, '/users/help-desk');
    expect(screen.getByRole('heading', { name: 'Phone verification' })).toBeTruthy();

    const search = screen.getByRole('textbox', { name: 'Search the help desk' });
    await userEvent.type(search, 'code not received');
    expect(await screen.findByText('I did not receive my code.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Phone verification' })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, 'xylophone');
    expect(await screen.findByText('No answers match “xylophone”')).toBeTruthy();
  });
});
