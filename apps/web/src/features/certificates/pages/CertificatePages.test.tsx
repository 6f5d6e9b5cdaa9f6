import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATE_MESSAGES, type CertificateDto, type CertificateVerificationDto } from '@carenet/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { seriousAxeViolations } from '../../../test/axe';
import { makeUser, mockApi, ok, renderRoutes } from '../../../test/utils';
import { certificateRoutes } from '../routes';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const ID = 'CN-ABCDEFGH2345';
const certificate: CertificateDto = {
  _id: ID,
  kind: 'volunteering',
  recipientName: 'Asha Rao',
  title: 'Weekend blood drive',
  issuer: 'Ravi Menon',
  achievedOn: '2026-11-29',
  issuedAt: '2026-11-29T10:00:00.000Z',
  revoked: false,
  verifyUrl: `https://carenet.example/certificates/verify/${ID}`,
  pdfUrl: `/certificates/${ID}/pdf`,
};
const verification: CertificateVerificationDto = {
  _id: ID,
  recipientName: 'Asha Rao',
  title: 'Weekend blood drive',
  kind: 'volunteering',
  achievedOn: '2026-11-29',
  issuer: 'Ravi Menon',
  status: 'valid',
};

describe('/downloads/myCertificates', () => {
  it('says how a certificate is earned when there is none', async () => {
    sessionStore.signIn(makeUser(['patient']));
    mockApi(() => ok([]));
    renderRoutes(certificateRoutes, '/downloads/myCertificates');
    expect(await screen.findByText(CERTIFICATE_MESSAGES.emptyTitle)).toBeTruthy();
    expect(screen.getByText(CERTIFICATE_MESSAGES.emptyHint)).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('lists each certificate with its date, issuer and id, and downloads its PDF with the session', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const fetchMock = mockApi(() => ok([certificate]));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderRoutes(certificateRoutes, '/downloads/myCertificates');
    expect(await screen.findByRole('heading', { name: 'Weekend blood drive' })).toBeTruthy();
    expect(screen.getByText('29-Nov-2026 · Issued by Ravi Menon')).toBeTruthy();
    expect(screen.getByText(ID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verification page' }).getAttribute('href')).toBe(
      `/certificates/verify/${ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF of Weekend blood drive' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url.pathname)).toContain(`/api/v1/certificates/${ID}/pdf`),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url.pathname.endsWith('/pdf'))!;
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer test-token');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('/certificates/verify/:id', () => {
  it('confirms a genuine certificate with its details, signed out', async () => {
    const fetchMock = mockApi(() => ok(verification));
    renderRoutes(certificateRoutes, `/certificates/verify/${ID}`);
    expect(await screen.findByRole('heading', { name: CERTIFICATE_MESSAGES.genuine })).toBeTruthy();
    for (const text of ['Asha Rao', 'Weekend blood drive', 'Volunteering', '29-Nov-2026', 'Ravi Menon', ID])
      expect(screen.getByText(text)).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0];
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBeUndefined();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says a revoked certificate is revoked', async () => {
    mockApi(() => ok({ ...verification, status: 'revoked' }));
    renderRoutes(certificateRoutes, `/certificates/verify/${ID}`);
    expect(await screen.findByRole('heading', { name: CERTIFICATE_MESSAGES.revoked })).toBeTruthy();
    expect(screen.queryByText(CERTIFICATE_MESSAGES.genuine)).toBeNull();
  });

  it('answers an unknown id with the not-found message', async () => {
    mockApi(() => ({
      status: 404,
      body: { status: 'error', statusCode: 404, message: CERTIFICATE_MESSAGES.notFound },
    }));
    renderRoutes(certificateRoutes, '/certificates/verify/CN-AAAAAAAAAAAA');
    expect(await screen.findByRole('heading', { name: CERTIFICATE_MESSAGES.notFound })).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
