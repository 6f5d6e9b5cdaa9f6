import { REQUEST_MESSAGES, VERIFICATION_MESSAGES, type RequestDto } from '@carenet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../test/utils';
import { sessionStore } from '../../lib/session';
import { listPage, makeRequest, requestAbilities } from '../../test/requestFixtures';
import { FakeIntersectionObserver, TestFeed } from '../test/harness';
import { RequestCard } from './RequestCard';

const doctor = makeUser(['doctor'], { _id: 'u-doctor' });
/** What the API sends a verified doctor about an undecided patient's request they may take. */
const deciding = requestAbilities({ accept: true, decline: true, report: true });
const conflict = { status: 409, body: { status: 'error', statusCode: 409, message: 'Already decided' } };

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RequestCard', () => {
  it('shows the author, Ref id, the description cut at 100 characters, the status and the chips', () => {
    sessionStore.signIn(makeUser(['patient']));
    const description = 'A'.repeat(60) + ' ' + 'B'.repeat(60);
    const request = makeRequest({
      description,
      uniqueReferenceId: 'CNR-000042',
      status: 1,
      request_type: 'cash',
      user_info: {
        _id: 'u-doc',
        name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
        profile_image_url: null,
        profileVerificationStatus: 1,
        roles: ['doctor'],
      },
      creatorType: 'doctor',
      createdAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
    });
    renderPage(<RequestCard request={request} />);

    expect(screen.getByText('Arjun Rao')).toBeTruthy();
    expect(screen.getByLabelText('Verified')).toBeTruthy();
    expect(screen.getByText('Ref id: CNR-000042')).toBeTruthy();
    expect(screen.getByTestId('request-description').textContent).toBe(`${description.slice(0, 100)}…`);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Fundraiser')).toBeTruthy();
    expect(screen.getByText('Doctor')).toBeTruthy();
    // docs/screens-and-flows.md#formats date format with the time, then the relative time.
    expect(screen.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4}, \d{2}:\d{2} (AM|PM)$/)).toBeTruthy();
    expect(screen.getByText(/3 hours ago/)).toBeTruthy();
  });

  it("names a campaign's creator by their real role: a facility's is not a doctor's", () => {
    const campaign = (roles: string[]) =>
      makeRequest({ creatorType: 'doctor', user_info: { ...makeRequest().user_info, roles } });
    const facility = renderPage(<RequestCard request={campaign(['facilities'])} />);
    expect(screen.getByText('Facility')).toBeTruthy();
    expect(screen.queryByText('Doctor')).toBeNull();
    facility.unmount();

    renderPage(<RequestCard request={campaign(['admin'])} />);
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.queryByText('Doctor')).toBeNull();
  });

  it('keeps a description of 100 characters or fewer whole', () => {
    const description = 'C'.repeat(100);
    renderPage(<RequestCard request={makeRequest({ description })} />);
    expect(screen.getByTestId('request-description').textContent).toBe(description);
  });

  it('shows the status label of the request in its ribbon', () => {
    renderPage(<RequestCard request={makeRequest({ status: -4 })} />);
    expect(screen.getByText('Expired')).toBeTruthy();
  });

  describe('accept/reject icons (docs/request-states.md#visibility)', () => {
    const accept = () => screen.queryByRole('button', { name: 'Accept request' });
    const reject = () => screen.queryByRole('button', { name: 'Reject request' });

    it('follow the abilities the API sent, not the viewer’s roles', () => {
      // A doctor the API does not let decide (another doctor's assignment, a campaign, a decided request…).
      sessionStore.signIn(doctor);
      const refused = makeRequest({ abilities: requestAbilities({ accept: false, decline: false }) });
      const { unmount } = renderPage(<RequestCard request={refused} showDoctorActions />);
      expect(accept()).toBeNull();
      expect(reject()).toBeNull();
      unmount();

      // A viewer with no doctor role at all, whom the API lets decide: the web does not second-guess it.
      sessionStore.signIn(makeUser(['patient'], { _id: 'u-someone' }));
      const allowed = makeRequest({ abilities: requestAbilities({ accept: true, decline: true }) });
      renderPage(<RequestCard request={allowed} showDoctorActions />);
      expect(accept()).not.toBeNull();
      expect(reject()).not.toBeNull();
    });

    it('show each icon from its own ability', () => {
      sessionStore.signIn(doctor);
      const onlyAccept = makeRequest({ abilities: requestAbilities({ accept: true }) });
      const { unmount } = renderPage(<RequestCard request={onlyAccept} showDoctorActions />);
      expect(accept()).not.toBeNull();
      expect(reject()).toBeNull();
      unmount();
      const onlyDecline = makeRequest({ abilities: requestAbilities({ decline: true }) });
      renderPage(<RequestCard request={onlyDecline} showDoctorActions />);
      expect(accept()).toBeNull();
      expect(reject()).not.toBeNull();
    });

    it('are not shown away from the home feed', () => {
      sessionStore.signIn(doctor);
      renderPage(<RequestCard request={makeRequest({ abilities: deciding })} />);
      expect(accept()).toBeNull();
    });

    it('give way to the awaiting-verification notice while the doctor is not verified', () => {
      sessionStore.signIn(doctor);
      const request = makeRequest({ abilities: requestAbilities({ awaitingVerification: true }) });
      renderPage(<RequestCard request={request} showDoctorActions />);
      expect(screen.getByText(VERIFICATION_MESSAGES.awaitingVerification)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Complete verification' }).getAttribute('href')).toBe(
        '/profileverification',
      );
      expect(accept()).toBeNull();
      expect(reject()).toBeNull();
    });

    it('show no awaiting-verification notice to a verified doctor', () => {
      sessionStore.signIn(doctor);
      renderPage(<RequestCard request={makeRequest({ abilities: deciding })} showDoctorActions />);
      expect(screen.queryByText(VERIFICATION_MESSAGES.awaitingVerification)).toBeNull();
    });

    it('hide after accepting, with the SPEC toast, and the treatment control appears', async () => {
      sessionStore.signIn(doctor);
      const request = makeRequest({ abilities: deciding });
      const accepted: RequestDto = {
        ...request,
        acceptanceStatus: 1,
        abilities: requestAbilities({ treat: true, prescribe: true, createMeetLink: true }),
        assignedDoctors: [
          {
            _id: 'u-doctor',
            name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
            profile_image_url: null,
            acceptanceStatus: 1,
          },
        ],
      };
      const fetchMock = mockApi(({ method }) =>
        method === 'PUT' ? ok(accepted, REQUEST_MESSAGES.requestUpdated) : listPage([request], 1),
      );
      renderPage(<TestFeed />);
      await userEvent.click(await screen.findByRole('button', { name: 'Accept request' }));

      expect(await screen.findByText(REQUEST_MESSAGES.requestUpdated)).toBeTruthy();
      // docs/request-states.md#doctors-decision: accepting also opens the meet-link dialog, in create mode.
      const meetDialog = await screen.findByRole('dialog', { name: 'Create Meet Link' });
      await userEvent.click(within(meetDialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Meet Link' })).toBeNull());
      expect(accept()).toBeNull();
      expect(reject()).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Treatment status' })).toBeTruthy();
      const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
      expect(put).toEqual({
        path: `/donationRequest/${request._id}`,
        method: 'PUT',
        body: { acceptanceStatus: 1 },
      });
    });

    it("say 'Failed toupdate the request' when the answer is refused, and stay", async () => {
      sessionStore.signIn(doctor);
      mockApi(({ method }) =>
        method === 'PUT' ? conflict : listPage([makeRequest({ abilities: deciding })], 1),
      );
      renderPage(<TestFeed />);
      await userEvent.click(await screen.findByRole('button', { name: 'Reject request' }));

      expect(await screen.findByText(REQUEST_MESSAGES.updateFailed)).toBeTruthy();
      await waitFor(() => expect(accept()).not.toBeNull());
      expect(screen.queryByRole('dialog', { name: 'Create Meet Link' })).toBeNull();
    });
  });

  it('shows the treatment control only when the request lets the viewer treat it', () => {
    sessionStore.signIn(doctor);
    const treating = makeRequest({ acceptanceStatus: 1, abilities: requestAbilities({ treat: true }) });
    const { unmount } = renderPage(<RequestCard request={treating} showDoctorActions />);
    expect(screen.getByRole('textbox', { name: 'Treatment status' })).toBeTruthy();
    unmount();
    renderPage(<RequestCard request={{ ...treating, abilities: requestAbilities() }} showDoctorActions />);
    expect(screen.queryByRole('textbox', { name: 'Treatment status' })).toBeNull();
  });

  it('shows Report only when the request lets the viewer report it', () => {
    sessionStore.signIn(makeUser(['patient']));
    const reportable = makeRequest({ abilities: requestAbilities({ report: true }) });
    const { unmount } = renderPage(<RequestCard request={reportable} />);
    expect(screen.getByRole('button', { name: 'Report this request' })).toBeTruthy();
    unmount();
    renderPage(<RequestCard request={{ ...reportable, abilities: requestAbilities() }} />);
    expect(screen.queryByRole('button', { name: 'Report this request' })).toBeNull();
  });

  it("shows the patient 'doctor assigned' and 'facility assigned' on their own request", () => {
    const patient = makeUser(['patient'], { _id: 'u-patient' });
    sessionStore.signIn(patient);
    const request = makeRequest({
      orgId: '0190a6c4-1f7e-7b3c-9d2e-3f4a5b6c7d8e',
      acceptanceStatus: 1,
      abilities: requestAbilities({ seeAssignments: true }),
      assignedDoctors: [
        {
          _id: 'u-doctor',
          name: { first_name: 'Arjun', last_name: 'Rao', middle_name: '' },
          profile_image_url: null,
          acceptanceStatus: 1,
        },
      ],
    });
    const { unmount } = renderPage(<RequestCard request={request} />);
    expect(screen.getByRole('img', { name: 'Doctor assigned' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Facility assigned' })).toBeTruthy();
    unmount();
    renderPage(<RequestCard request={{ ...request, abilities: requestAbilities() }} />);
    expect(screen.queryByRole('img', { name: 'Doctor assigned' })).toBeNull();
  });

  it('shows how far the care has come: accepted, then the treatment stage the doctor set', () => {
    const patient = makeUser(['patient'], { _id: 'u-patient' });
    sessionStore.signIn(patient);
    const accepted = makeRequest({ acceptanceStatus: 1 });
    const { unmount } = renderPage(<RequestCard request={accepted} />);
    expect(screen.getByTestId('care-progress').textContent).toBe('Doctor Accepted');
    unmount();
    renderPage(<RequestCard request={{ ...accepted, requestStatusByDoctor: '3' }} />);
    expect(screen.getByTestId('care-progress').textContent).toBe('Treatment in Progress');
  });

  it('shows no care stage before a doctor is involved', () => {
    renderPage(<RequestCard request={makeRequest()} />);
    expect(screen.queryByTestId('care-progress')).toBeNull();
  });
});

describe('Report dialog', () => {
  it('lists the 10 reasons of docs/api-contract.md#messages, reports with status -3 and removes the card from the list', async () => {
    sessionStore.signIn(makeUser(['patient']));
    const abilities = requestAbilities({ report: true });
    const reported = makeRequest({ title: 'Suspicious campaign', creatorType: 'doctor', abilities });
    const kept = makeRequest({ title: 'Free heart check-up camp', creatorType: 'doctor', abilities });
    const fetchMock = mockApi(({ method }) =>
      method === 'PUT'
        ? ok({ ...reported, status: -3, flagReason: 'Scam or fraud' }, REQUEST_MESSAGES.reportThanks)
        : listPage([reported, kept], 2),
    );
    renderPage(<TestFeed />);

    const card = (await screen.findByText('Suspicious campaign')).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Report this request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this request' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'Nudity or sexaul activity',
      'Hate speech or symbols',
      'Violence or dangerous information',
      'Scam or fraud',
      'False information',
      'Bullying or harassment',
      'Intellectul property violation',
      'Unauthorised Content',
      'Phishing or Malware',
      'I just dont like it',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Report' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByLabelText('Scam or fraud'));
    await userEvent.click(submit);

    expect(await screen.findByText(REQUEST_MESSAGES.reportThanks)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Suspicious campaign')).toBeNull());
    expect(screen.getByText('Free heart check-up camp')).toBeTruthy();
    expect(apiCalls(fetchMock).find((call) => call.method === 'PUT')).toEqual({
      path: `/donationRequest/${reported._id}`,
      method: 'PUT',
      body: { status: -3, flagReason: 'Scam or fraud' },
    });
  });
});
