import type { UserOrganizationDto } from '@carenet/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../test/utils';
import { SideMenu } from './SideMenu';

const facility: UserOrganizationDto = {
  _id: '0190a6c4-1f7e-7b3c-9d2e-00000000aa01',
  orgName: 'Sunrise Hospital',
  orgType: 'clinic',
  defaultImageUrl: null,
  status: 1,
  role: 'owner',
};

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe("'My Facilities' panel", () => {
  it("says 'No Facilities' to a facility user without one, and offers to add one", async () => {
    const user = makeUser(['facilities']);
    sessionStore.signIn(user);
    const fetchMock = mockApi(() => ok([]));
    renderPage(<SideMenu user={user} />);

    const panel = await screen.findByRole('navigation', { name: 'My Facilities' });
    expect(await within(panel).findByText('No Facilities')).toBeTruthy();
    expect(apiCalls(fetchMock).map((call) => call.path)).toContain(`/org/user/${user._id}`);

    await userEvent.click(within(panel).getByRole('button', { name: 'Add a Facility' }));
    expect(await screen.findByRole('dialog', { name: 'Facility Information' })).toBeTruthy();
  });

  it("lists a doctor's facilities, each linking to its page", async () => {
    const user = makeUser(['doctor']);
    sessionStore.signIn(user);
    mockApi(() => ok([facility]));
    renderPage(<SideMenu user={user} />);

    const panel = await screen.findByRole('navigation', { name: 'My Facilities' });
    const link = await within(panel).findByRole('link', { name: 'Sunrise Hospital' });
    expect(link.getAttribute('href')).toBe(`/organization/${facility._id}`);
    expect(within(panel).queryByText('No Facilities')).toBeNull();
  });

  it('is not shown to patients', async () => {
    const user = makeUser(['patient']);
    sessionStore.signIn(user);
    const fetchMock = mockApi(() => ok([]));
    renderPage(<SideMenu user={user} />);

    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'My Facilities' })).toBeNull();
    expect(apiCalls(fetchMock).some((call) => call.path.startsWith('/org/user/'))).toBe(false);
  });
});
