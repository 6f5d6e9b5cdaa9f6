import {
  FACILITY_INVITATIONS_PATH,
  FACILITY_STATUS,
  ORGANIZATION_MESSAGES,
  type MyOrganizationInvitationDto,
} from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { apiCalls, makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { organizationRoutes } from '../routes';
import { LAZY, ORG_ID, failure, makeOrganization } from '../test/fixtures';

const invitation = (overrides: Partial<MyOrganizationInvitationDto> = {}): MyOrganizationInvitationDto => ({
  _id: 'inv-1',
  orgId: ORG_ID,
  orgName: 'Sunrise Hospital',
  orgType: 'clinic',
  defaultImageUrl: null,
  orgStatus: FACILITY_STATUS.verified,
  role: 'owner',
  invitedBy: 'Ravi Rao',
  createdAt: '2025-03-05T10:00:00.000Z',
  expiresAt: '2025-03-12T10:00:00.000Z',
  ...overrides,
});

const open = () => renderRoutes(organizationRoutes, FACILITY_INVITATIONS_PATH);

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('/facilityInvitations', () => {
  it('shows who invites and as what, accepts, then opens the facility it joined', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    const fetchMock = mockApi(({ method, path }) => {
      if (path === '/org/invitations') return ok([invitation()]);
      if (method === 'POST') return ok({}, ORGANIZATION_MESSAGES.invitationAccepted);
      if (path === `/organization/${ORG_ID}`) return ok(makeOrganization());
      return ok([]);
    });
    const { container } = open();

    const card = await screen.findByRole('article', { name: 'Sunrise Hospital' }, LAZY);
    expect(screen.getByRole('heading', { level: 1, name: 'Facility invitations' })).toBeTruthy();
    expect(within(card).getByText('Offered role: Owner')).toBeTruthy();
    expect(within(card).getByText('Verified')).toBeTruthy();
    expect(within(card).getByText('Invited by Ravi Rao on 05-Mar-2025 · expires 12-Mar-2025')).toBeTruthy();
    expect(await seriousAxeViolations(container)).toEqual([]);

    await userEvent.click(
      within(card).getByRole('button', { name: 'Accept the invitation of Sunrise Hospital' }),
    );
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationAccepted)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Hospital' }, LAZY)).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: '/org/invitations/inv-1/accept', method: 'POST', body: undefined },
    ]);
  });

  it('declines, after which the invitation leaves the list and nothing is joined', async () => {
    sessionStore.signIn(makeUser(['patient']));
    let waiting = [invitation({ orgStatus: FACILITY_STATUS.unverified, role: 'member' })];
    const fetchMock = mockApi(({ method }) => {
      if (method === 'POST') {
        waiting = [];
        return ok(null, ORGANIZATION_MESSAGES.invitationDeclined);
      }
      return ok(waiting);
    });
    open();

    const card = await screen.findByRole('article', { name: 'Sunrise Hospital' }, LAZY);
    // The invitee decides knowing nobody has checked the facility yet.
    expect(within(card).getByText('Awaiting verification')).toBeTruthy();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Decline the invitation of Sunrise Hospital' }),
    );
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationDeclined)).toBeTruthy();
    expect(
      await screen.findByText('No facility has invited you. When one does, you accept or decline it here.'),
    ).toBeTruthy();
    expect(apiCalls(fetchMock).filter((call) => call.method === 'POST')).toEqual([
      { path: '/org/invitations/inv-1/decline', method: 'POST', body: undefined },
    ]);
  });

  it("shows the server's refusal and keeps the invitation when accepting fails", async () => {
    sessionStore.signIn(makeUser(['doctor']));
    mockApi(({ method }) =>
      method === 'POST' ? failure(400, ORGANIZATION_MESSAGES.invitationExpired) : ok([invitation()]),
    );
    open();
    const card = await screen.findByRole('article', { name: 'Sunrise Hospital' }, LAZY);
    await userEvent.click(within(card).getByRole('button', { name: /^Accept the invitation/ }));
    expect(await screen.findByText(ORGANIZATION_MESSAGES.invitationExpired)).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('button', { name: /^Accept/ })).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1, name: 'Facility invitations' })).toBeTruthy();
  });

  it('says when no facility has invited them', async () => {
    sessionStore.signIn(makeUser(['doctor']));
    mockApi(() => ok([]));
    const { container } = open();
    expect(
      await screen.findByText(
        'No facility has invited you. When one does, you accept or decline it here.',
        {},
        LAZY,
      ),
    ).toBeTruthy();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
