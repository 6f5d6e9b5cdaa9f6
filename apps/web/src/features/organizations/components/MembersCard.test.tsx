import { ORGANIZATION_MESSAGES, type PendingInvitationDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { NO_ABILITIES, ORG_ID, makeMember, makeOrganization } from '../test/fixtures';
import { MembersCard } from './MembersCard';

const ME = 'u-1';
const members = [makeMember(ME, 'Asha', 'owner')];
const invitation = (id: string, email: string, role: PendingInvitationDto['role']): PendingInvitationDto => ({
  _id: id,
  email,
  invitee: null,
  role,
  invitedBy: 'Asha Rao',
  createdAt: '2025-03-05T10:00:00.000Z',
  expiresAt: '2025-03-12T10:00:00.000Z',
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const managing = makeOrganization({
  myRole: 'owner',
  abilities: { ...NO_ABILITIES, edit: true, manageMembers: true },
});

describe('MembersCard pending invitations', () => {
  it('lists them for a manager, withdraws one after asking, and refreshes after a new invitation', async () => {
    sessionStore.signIn(makeUser(['facilities'], { _id: ME }));
    let pending = [
      invitation('i-1', 'nurse@example.com', 'member'),
      invitation('i-2', 'lead@example.com', 'admin'),
    ];
    const fetchMock = mockApi(({ method, path, body }) => {
      if (path === `/org/${ORG_ID}/users`) return ok(members);
      if (path === `/org/${ORG_ID}/invitations`) return ok(pending);
      if (method === 'DELETE') {
        pending = pending.filter((row) => path !== `/org/${ORG_ID}/invitations/${row._id}`);
        return ok(null, ORGANIZATION_MESSAGES.invitationWithdrawn);
      }
      if (method === 'POST') {
        pending = [invitation('i-3', (body as { email: string }).email, 'member'), ...pending];
        return ok({}, ORGANIZATION_MESSAGES.invitationSent);
      }
      throw new Error(`unexpected ${method} ${path}`);
    });
    renderPage(<MembersCard organization={managing} />);

    const section = (await screen.findByRole('heading', { name: 'Pending invitations' })).closest('section')!;
    expect(await within(section).findByText('nurse@example.com')).toBeTruthy();
    expect(within(section).getByText('lead@example.com')).toBeTruthy();
    expect(
      within(section).getAllByText('Invited by Asha Rao on 05-Mar-2025 · expires 12-Mar-2025'),
    ).toHaveLength(2);
    expect(within(section).getByText('Admin')).toBeTruthy();

    await userEvent.click(
      within(section).getByRole('button', { name: 'Withdraw the invitation to nurse@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this invitation?' });
    expect(within(dialog).getByText('The link sent to nurse@example.com will no longer work.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationWithdrawn)).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe(
      `/org/${ORG_ID}/invitations/i-1`,
    );
    await waitFor(() => expect(within(section).queryByText('nurse@example.com')).toBeNull());

    const invite = screen.getByRole('form', { name: 'Invite someone' });
    await userEvent.type(
      within(invite).getByRole('textbox', { name: /^E-mail address/ }),
      'pharma@example.com',
    );
    await userEvent.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText('pharma@example.com')).toBeTruthy();
  });

  it('names the person of an invitation by id, with the role offered, and withdraws it after asking', async () => {
    sessionStore.signIn(makeUser(['facilities'], { _id: ME }));
    const byId: PendingInvitationDto = {
      ...invitation('i-9', '', 'owner'),
      email: null,
      invitee: makeMember('u-9', 'Kiran', 'member', ['doctor']).user,
    };
    const fetchMock = mockApi(({ method, path }) => {
      if (path === `/org/${ORG_ID}/users`) return ok(members);
      if (method === 'DELETE') return ok(null, ORGANIZATION_MESSAGES.invitationWithdrawn);
      return ok([byId]);
    });
    renderPage(<MembersCard organization={managing} />);

    const section = (await screen.findByRole('heading', { name: 'Pending invitations' })).closest('section')!;
    expect(await within(section).findByText('Kiran Rao')).toBeTruthy();
    expect(within(section).getByText('Owner')).toBeTruthy();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Withdraw the invitation of Kiran Rao' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this invitation?' });
    expect(within(dialog).getByText('Kiran Rao will no longer be able to accept it.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(apiCalls(fetchMock).find((call) => call.method === 'DELETE')?.path).toBe(
        `/org/${ORG_ID}/invitations/i-9`,
      ),
    );
  });

  it('says so when no invitation is waiting', async () => {
    sessionStore.signIn(makeUser(['facilities'], { _id: ME }));
    mockApi(({ path }) => ok(path === `/org/${ORG_ID}/users` ? members : []));
    renderPage(<MembersCard organization={managing} />);
    expect(await screen.findByText('No invitations are waiting to be accepted.')).toBeTruthy();
  });

  it('neither shows nor asks for the invitations when the abilities do not let one manage members', async () => {
    sessionStore.signIn(makeUser(['doctor'], { _id: ME }));
    const fetchMock = mockApi(() => ok(members));
    renderPage(
      <MembersCard organization={makeOrganization({ myRole: 'member', abilities: NO_ABILITIES })} />,
    );
    await screen.findByText(/^Asha Rao/);
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    expect(apiCalls(fetchMock).some((call) => call.path.endsWith('/invitations'))).toBe(false);
  });
});
