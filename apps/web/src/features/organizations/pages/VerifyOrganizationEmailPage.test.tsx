import { ORGANIZATION_MESSAGES } from '@carenet/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderRoutes } from '../../../test/utils';
import { organizationRoutes } from '../routes';
import { LAZY, ORG_ID, failure, makeOrganization } from '../test/fixtures';

const open = (hash: string) =>
  renderRoutes(organizationRoutes, `/verifyOrganizationEmail/${ORG_ID}/u-1${hash}`);

afterEach(() => vi.unstubAllGlobals());

describe('/verifyOrganizationEmail/{orgId}/{userId}#token', () => {
  it('confirms the e-mail with the token from the link', async () => {
    const fetchMock = mockApi(() => ok(makeOrganization(), ORGANIZATION_MESSAGES.emailConfirmed));
    open('#tok-9');
    expect(await screen.findByText(ORGANIZATION_MESSAGES.emailConfirmed, {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the facility' }).getAttribute('href')).toBe(
      `/organization/${ORG_ID}`,
    );
    const [url] = fetchMock.mock.calls[0];
    expect(url.pathname).toBe(`/api/v1/organization/verify/${ORG_ID}`);
    expect(url.searchParams.get('token')).toBe('tok-9');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    mockApi(() => failure(400, ORGANIZATION_MESSAGES.emailTokenExpired));
    open('#old');
    expect(await screen.findByText(ORGANIZATION_MESSAGES.emailTokenExpired, {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });
});
