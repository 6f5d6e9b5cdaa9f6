import { APPLICATION_MESSAGES, RESUME_MAX_BYTES, type RequestDto, type RequestType } from '@carenet/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage } from '../../../test/utils';
import { sessionStore } from '../../../lib/session';
import { makeRequest, requestAbilities } from '../../../test/requestFixtures';
import { FakeUpload } from '../../../test/FakeUpload';
import { ApplyButton } from './ApplyButton';

const blankApplicant = makeUser(['patient'], {
  _id: 'u-applicant',
  name: { first_name: '', last_name: '', middle_name: '' },
  email: '',
});
/** A signed-in user whose profile already answers the whole form. */
const completeApplicant = makeUser(['patient'], {
  _id: 'u-applicant',
  phone: '+919876543210',
  occupation: 'Nurse',
  gender: 'f',
  address: { country: 'India', state: 'Telangana', city: 'Hyderabad', line1: '12 MG Road' },
});

/** A community request open to applications, as the API sends it to anyone but its owner. */
const applying = requestAbilities({ apply: true });

/** The 201 of POST /donationRequestResponses; the dialog reads only its success. */
function applied(message: string) {
  return ok({ _id: 'app-1' }, message, 201);
}

async function openDialog(type: RequestType, overrides: Partial<RequestDto> = {}) {
  const request = makeRequest({
    request_type: type,
    creatorType: 'doctor',
    abilities: applying,
    ...overrides,
  });
  const view = renderPage(<ApplyButton request={request} />);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  return { request, dialog: await screen.findByRole('dialog'), view };
}

// A dialog of a dozen Mantine inputs driven by user-event: on a busy machine jsdom needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => FakeUpload.install());
afterEach(() => {
  // Toasts outlive a test; the next one must not find the last one's message.
  act(() => notifications.clean());
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('Apply button', () => {
  it('shows when the API lets the viewer apply, on every community type', () => {
    sessionStore.signIn(completeApplicant);
    for (const type of ['internship', 'volunteering', 'homeworkHelp', 'career'] as const) {
      const request = makeRequest({ request_type: type, abilities: applying });
      const { unmount } = renderPage(<ApplyButton request={request} />);
      expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
      unmount();
    }
  });

  it('does not show when the API does not let the viewer apply (a closed request, one’s own…)', () => {
    sessionStore.signIn(completeApplicant);
    const cases = [
      makeRequest({ request_type: 'internship', status: 2 }),
      // An open internship of the viewer's own: open, but not to them.
      makeRequest({
        request_type: 'internship',
        user_info: { ...makeRequest().user_info, _id: 'u-applicant' },
      }),
    ];
    for (const request of cases) {
      const { unmount } = renderPage(<ApplyButton request={request} />);
      expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
      unmount();
    }
  });
});

describe('Apply dialog: internship and volunteering (docs/screens-and-flows.md#flows)', () => {
  it("is titled 'Quickly Review and Apply' and shows every SPEC message on an empty submit", async () => {
    sessionStore.signIn(blankApplicant);
    const fetchMock = mockApi(() => ok(null));
    const { dialog } = await openDialog('internship');
    expect(within(dialog).getByText(APPLICATION_MESSAGES.applyDialogTitle)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.occupationRequired)).toBeTruthy();
    // Country, state and city each say it.
    expect(within(dialog).getAllByText(APPLICATION_MESSAGES.locationRequired)).toHaveLength(3);
    expect(apiCalls(fetchMock)).toEqual([]);
  });

  it.each([
    ['internship', APPLICATION_MESSAGES.appliedForInternship],
    ['volunteering', APPLICATION_MESSAGES.appliedForVolunteering],
  ] as const)(
    'prefills the signed-in user, applies to %s and says so in the SPEC words',
    async (type, message) => {
      sessionStore.signIn(completeApplicant);
      const fetchMock = mockApi(() => applied(message));
      const { request, dialog } = await openDialog(type);
      expect(within(dialog).getByLabelText(/First name/)).toHaveProperty('value', 'Asha');
      expect(within(dialog).getByLabelText(/^Email/)).toHaveProperty('value', 'asha@example.com');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(apiCalls(fetchMock)).toEqual([
        {
          path: '/donationRequestResponses',
          method: 'POST',
          body: {
            donationRequestId: request._id,
            participantName: { first_name: 'Asha', last_name: 'Rao' },
            participantEmailAddress: 'asha@example.com',
            participantPhone: '+919876543210',
            participantOccupation: 'Nurse',
            participantGender: 'f',
            country: 'India',
            state: 'Telangana',
            city: 'Hyderabad',
            address: '12 MG Road',
          },
        },
      ]);
    },
  );

  it("shows the server's message when applying fails, and stays open", async () => {
    sessionStore.signIn(completeApplicant);
    mockApi(() => ({
      status: 409,
      body: { status: 'error', statusCode: 409, message: APPLICATION_MESSAGES.requestNotOpen },
    }));
    const { dialog } = await openDialog('internship');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.requestNotOpen)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Apply dialog on a phone', () => {
  const matchMediaStub = window.matchMedia.bind(window);

  it('fills the screen under the sm breakpoint', async () => {
    sessionStore.signIn(completeApplicant);
    const narrow = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...matchMediaStub(query), matches: query.includes('max-width') }));
    try {
      const { dialog } = await openDialog('internship');
      await waitFor(() => expect(dialog.getAttribute('data-full-screen')).toBe('true'));
    } finally {
      narrow.mockRestore();
    }
  });
});

describe('Apply dialog: resume (docs/files-and-uploads.md#accepted-types)', () => {
  const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = () => userEvent.setup({ applyAccept: false });

  it('refuses a resume over 2 MB before uploading it', async () => {
    sessionStore.signIn(completeApplicant);
    mockApi(() => ok(null));
    const { dialog } = await openDialog('internship');
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' });
    await user().upload(fileInput(dialog), big);

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.resumeTooLarge)).toBeTruthy();
    expect(FakeUpload.instances).toHaveLength(0);
  });

  it('refuses a file that is not DOC, DOCX, PDF or RTF before uploading it', async () => {
    sessionStore.signIn(completeApplicant);
    mockApi(() => ok(null));
    const { dialog } = await openDialog('volunteering');
    await user().upload(fileInput(dialog), new File(['png'], 'photo.png', { type: 'image/png' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.resumeWrongType)).toBeTruthy();
    expect(FakeUpload.instances).toHaveLength(0);
  });

  it('uploads a resume with its progress, then applies with its key', async () => {
    sessionStore.signIn(completeApplicant);
    const fetchMock = mockApi(() => applied(APPLICATION_MESSAGES.appliedForInternship));
    const { dialog } = await openDialog('internship');
    await user().upload(fileInput(dialog), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));

    const [upload] = FakeUpload.instances;
    expect(upload.url).toBe('/api/v1/donationRequestResponses/resume');
    expect(upload.headers.authorization).toBe('Bearer test-token');
    expect((upload.body?.get('resume') as File).name).toBe('cv.pdf');
    act(() => upload.progress(40, 100));
    expect(within(dialog).getByText('Uploading cv.pdf… 40%')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    act(() =>
      upload.respond(201, {
        status: 'success',
        statusCode: 201,
        message: APPLICATION_MESSAGES.resumeUploaded,
        data: {
          key: 'resumes/abc.pdf',
          name: 'cv.pdf',
          contentType: 'application/pdf',
          size: 8,
          url: '/files/x',
        },
      }),
    );
    expect(await within(dialog).findByText('cv.pdf')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.appliedForInternship)).toBeTruthy();
    expect(apiCalls(fetchMock)[0].body).toMatchObject({ resume: 'resumes/abc.pdf' });
  });

  it("shows the server's reason when it refuses the uploaded file", async () => {
    sessionStore.signIn(completeApplicant);
    mockApi(() => ok(null));
    const { dialog } = await openDialog('internship');
    await user().upload(fileInput(dialog), new File(['not a pdf'], 'cv.pdf', { type: 'application/pdf' }));
    act(() =>
      FakeUpload.instances[0].respond(400, {
        status: 'error',
        statusCode: 400,
        message: 'Validation failed',
        errors: [{ path: 'resume', message: APPLICATION_MESSAGES.resumeWrongType }],
      }),
    );
    expect(await within(dialog).findByText(APPLICATION_MESSAGES.resumeWrongType)).toBeTruthy();
  });
});

describe('Apply dialog: homework help (docs/screens-and-flows.md#home-and-feed)', () => {
  it("is titled 'Invite To An Audio Room' and asks for the audio room link", async () => {
    sessionStore.signIn(blankApplicant);
    mockApi(() => ok(null));
    const { dialog } = await openDialog('homeworkHelp');
    expect(within(dialog).getByText(APPLICATION_MESSAGES.audioRoomDialogTitle)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await within(dialog).findByText(APPLICATION_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.emailRequired)).toBeTruthy();
    expect(within(dialog).getByText(APPLICATION_MESSAGES.audioRoomLinkRequired)).toBeTruthy();
    expect(within(dialog).queryByText(APPLICATION_MESSAGES.occupationRequired)).toBeNull();
  });

  it("applies with the link and says 'Successfully applied for Homework help'", async () => {
    sessionStore.signIn(completeApplicant);
    const fetchMock = mockApi(() => applied(APPLICATION_MESSAGES.appliedForHomeworkHelp));
    const { request, dialog } = await openDialog('homeworkHelp');
    // No room yet: the dialog offers to create one in a new tab, keeping what is typed here.
    const create = within(dialog).getByRole('link', { name: 'No room yet? Create an audio room' });
    expect(create.getAttribute('href')).toBe('/createAudioRoom');
    expect(create.getAttribute('target')).toBe('_blank');
    await userEvent.type(within(dialog).getByLabelText(/Audio room link/), 'https://rooms.example/asha');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(APPLICATION_MESSAGES.appliedForHomeworkHelp)).toBeTruthy();
    expect(apiCalls(fetchMock)[0].body).toEqual({
      donationRequestId: request._id,
      participantName: { first_name: 'Asha', last_name: 'Rao' },
      participantEmailAddress: 'asha@example.com',
      participantAudioRoomUrl: 'https://rooms.example/asha',
    });
  });
});
