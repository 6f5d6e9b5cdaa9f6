import { ORGANIZATION_MESSAGES } from '@carenet/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { organizationRoutes } from '../routes';
import { LAZY, NO_ABILITIES, ORG_ID, failure, makeMember, makeOrganization } from '../test/fixtures';

const ME = 'u-1';
const members = [makeMember(ME, 'Asha', 'owner'), makeMember('u-2', 'Vikram', 'member', ['doctor'])];

beforeEach(() => {
  // Mantine scrolls the chosen option into view, which jsdom does not do.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const open = () => renderRoutes(organizationRoutes, `/facilityrequest/${ORG_ID}`);

describe('/facilityrequest/{id}', () => {
  it("lets a facility's manager invite, change roles and remove, as the abilities allow", async () => {
    sessionStore.signIn(makeUser(['facilities'], { _id: ME }));
    const organization = makeOrganization({
      status: 0,
      myRole: 'owner',
      abilities: { edit: true, delete: true, manageMembers: true, leave: false },
      documents: [],
    });
    const fetchMock = mockApi(({ method, path }) => {
      if (path === `/org/${ORG_ID}/users`) return ok(members);
      if (path === `/org/${ORG_ID}/invitations`) return ok([]);
      if (method === 'POST') return ok({}, ORGANIZATION_MESSAGES.invitationSent);
      if (method === 'PUT') return ok(members[1], ORGANIZATION_MESSAGES.roleChanged);
      return ok(organization);
    });
    open();

    expect(await screen.findByRole('heading', { name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Awaiting verification')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Have it verified' }).getAttribute('href')).toBe(
      `/organizationVerification?orgId=${ORG_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Vikram Rao' })).toBeTruthy();
    // One cannot remove oneself; leaving is offered only from the abilities.
    expect(screen.queryByRole('button', { name: 'Remove Asha Rao' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();

    const role = screen.getByRole('textbox', { name: 'Role of Vikram Rao' });
    fireEvent.click(role);
    // Each role picker has its own list; the one this picker controls holds the option.
    await waitFor(() =>
      expect(document.getElementById(role.getAttribute('aria-controls') ?? '')).toBeTruthy(),
    );
    const list = document.getElementById(role.getAttribute('aria-controls') ?? '')!;
    fireEvent.click(within(list).getByRole('option', { name: 'Admin', hidden: true }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.roleChanged)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      path: `/org/${ORG_ID}/user/u-2`,
      method: 'PUT',
      body: { role: 'admin' },
    });

    const invite = screen.getByRole('form', { name: 'Invite someone' });
    await userEvent.type(
      within(invite).getByRole('textbox', { name: /^E-mail address/ }),
      'Nurse@Example.com',
    );
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationSent)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'POST')).toEqual({
      path: `/org/${ORG_ID}/inviteUser`,
      method: 'POST',
      body: { email: 'nurse@example.com', role: 'member' },
    });
  });

  it("shows a member the members without managing them, and the server's refusal to let the last owner leave", async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: ME }));
    const organization = makeOrganization({
      myRole: 'owner',
      abilities: { ...NO_ABILITIES, leave: true },
    });
    mockApi(({ method, path }) => {
      if (method === 'DELETE') return failure(409, ORGANIZATION_MESSAGES.lastOwner);
      if (path === `/org/${ORG_ID}/users`) return ok(members);
      return ok(organization);
    });
    open();

    expect(await screen.findByRole('heading', { name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Logo and documents' })).toBeNull();
    await screen.findByText('Vikram Rao');
    expect(screen.queryByRole('button', { name: 'Remove Vikram Rao' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite someone' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this facility?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.lastOwner)).toBeTruthy();
  });

  it("asks before deleting, and says 'Delete organization Failed.' with the server's reason", async () => {
    sessionStore.signIn(makeUser(['facilities'], { _id: ME }));
    const organization = makeOrganization({
      myRole: 'owner',
      abilities: { edit: false, delete: true, manageMembers: false, leave: false },
    });
    const fetchMock = mockApi(({ method, path }) => {
      if (method === 'DELETE') return failure(409, 'This facility has open requests.');
      if (path === `/org/${ORG_ID}/users`) return ok(members);
      return ok(organization);
    });
    open();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this facility?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete facility' }));

    expect(await screen.findByText(ORGANIZATION_MESSAGES.deleteFailed)).toBeTruthy();
    expect(screen.getByText('This facility has open requests.')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe(
      `/organization/${ORG_ID}`,
    );
  });
});
