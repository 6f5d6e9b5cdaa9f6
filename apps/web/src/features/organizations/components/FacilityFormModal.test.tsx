import {
  DOCUMENT_ACCEPT,
  MESSAGES,
  ORGANIZATION_MESSAGES,
  type OrganizationDocumentDto,
} from '@carenet/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, makeUser, mockApi, ok, renderPage, type ApiCall } from '../../../test/utils';
import { FakeUpload } from '../../../test/FakeUpload';
import { sessionStore } from '../../../lib/session';
import { ORG_ID, failure, makeOrganization } from '../test/fixtures';
import { FacilityFormModal } from './FacilityFormModal';

const SERVICES = [
  { _id: 's-1', name: 'Cardiology' },
  { _id: 's-2', name: 'Radiology' },
];

/** Filling the whole form takes a while in jsdom when the 2 cores are shared: a budget, not a benchmark. */
const FILLING_BUDGET_MS = 30_000;

type Answer = ReturnType<typeof ok> | ReturnType<typeof failure>;

/** The catalogue and the name check answer; everything else is up to the test. */
function serve(rest: (call: ApiCall) => Answer, nameAvailable = true) {
  return mockApi((call) => {
    if (call.path === '/facilityServices') return ok(SERVICES);
    if (call.path === '/organization/nameAvailable') return ok({ available: nameAvailable });
    return rest(call);
  });
}

const open = (props: Partial<Parameters<typeof FacilityFormModal>[0]> = {}) =>
  renderPage(<FacilityFormModal opened onClose={vi.fn()} {...props} />);

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function pick(input: HTMLElement, option: string) {
  fireEvent.click(input);
  // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Types into a text field at once (typing key by key is slow and adds nothing here). */
const enter = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

async function fillDetails() {
  enter(/^Facility name/, 'Lotus Clinic');
  await pick(field(/^Facility type/), 'Clinic');
  enter(/^Description/, 'Family medicine and diagnostics.');
  enter(/^Address line 1/, '4 MG Road');
  enter(/^Address line 2/, 'Near the metro');
  enter(/^State/, 'Karnataka');
  enter(/^City/, 'Bengaluru');
  enter(/^ZIP/, '560001');
  await waitFor(() => expect(field(/^Services/).hasAttribute('disabled')).toBe(false));
  await pick(field(/^Services/), 'Cardiology');
}

const save = (label = 'Save and continue') => userEvent.click(screen.getByRole('button', { name: label }));

beforeEach(() => sessionStore.signIn(makeUser(['facilities'])));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe("'Facility Information' form", () => {
  it('names every missing field and sends nothing when submitted empty', async () => {
    const fetchMock = serve(() => ok(null));
    open();
    expect(await screen.findByRole('dialog', { name: 'Facility Information' })).toBeTruthy();
    await save();

    expect(await screen.findByText(MESSAGES.fixErrors)).toBeTruthy();
    expect(screen.getByText(ORGANIZATION_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(ORGANIZATION_MESSAGES.typeRequired)).toBeTruthy();
    expect(screen.getByText(ORGANIZATION_MESSAGES.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(ORGANIZATION_MESSAGES.fullAddressRequired)).toBeTruthy();
    expect(screen.getByText(ORGANIZATION_MESSAGES.serviceRequired)).toBeTruthy();
    expect(apiCalls(fetchMock).some((call) => call.method === 'POST')).toBe(false);
  });

  it(
    'creates the facility in step 1, then moves to step 2 for the logo and documents',
    async () => {
      const created = makeOrganization({ _id: ORG_ID, orgName: 'Lotus Clinic', status: 0 });
      const fetchMock = serve(({ method, path }) => {
        if (method === 'POST' && path === '/organization') return ok(created, ORGANIZATION_MESSAGES.created);
        return ok(created);
      });
      const onClose = vi.fn();
      const onCreated = vi.fn();
      open({ onClose, onCreated });
      await screen.findByRole('dialog', { name: 'Facility Information' });

      await fillDetails();
      expect(screen.getByText('12/50')).toBeTruthy();
      await userEvent.click(screen.getByRole('switch', { name: 'Offers a discount' }));
      const discount = field(/^Discount percentage/);
      fireEvent.change(discount, { target: { value: '150' } });
      fireEvent.blur(discount);
      await waitFor(() => expect((discount as HTMLInputElement).value).toBe('100%'));
      await save();

      expect(await screen.findByText(ORGANIZATION_MESSAGES.created)).toBeTruthy();
      const post = apiCalls(fetchMock).find((call) => call.method === 'POST');
      expect(post?.path).toBe('/organization');
      expect(post?.body).toMatchObject({
        orgName: 'Lotus Clinic',
        orgType: 'clinic',
        description: 'Family medicine and diagnostics.',
        orgAddress: {
          line1: '4 MG Road',
          line2: 'Near the metro',
          country: 'India',
          state: 'Karnataka',
          city: 'Bengaluru',
          zip_code: '560001',
        },
        facilityServices: ['Cardiology'],
        isDiscountEnabled: true,
        discountPercentage: '100',
      });

      expect(await screen.findByRole('button', { name: 'Upload logo' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Upload document' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
      expect(onClose).toHaveBeenCalled();
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: ORG_ID }));
    },
    FILLING_BUDGET_MS,
  );

  it(
    'saves each document uploaded in step 2 onto the facility',
    async () => {
      FakeUpload.install();
      const created = makeOrganization({ orgName: 'Lotus Clinic', status: 0, documents: [] });
      const licence: OrganizationDocumentDto = { key: 'doc-key-1', url: '/files/doc-key-1' };
      let saved = created;
      const fetchMock = serve(({ method }) => {
        if (method === 'POST') return ok(created, ORGANIZATION_MESSAGES.created);
        if (method === 'PUT') saved = { ...created, documents: [licence] };
        return ok(saved);
      });
      open();
      await screen.findByRole('dialog', { name: 'Facility Information' });
      await fillDetails();
      await save();
      await screen.findByRole('button', { name: 'Upload document' });

      const input = document.querySelector<HTMLInputElement>(
        `input[type="file"][accept="${DOCUMENT_ACCEPT}"]`,
      )!;
      await userEvent.upload(input, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
      await waitFor(() => expect(FakeUpload.instances).toHaveLength(1));
      const [upload] = FakeUpload.instances;
      expect(upload.url).toBe('/api/v1/organization/documents');
      expect((upload.body?.get('file') as File).name).toBe('licence.pdf');
      act(() =>
        upload.respond(201, {
          status: 'success',
          statusCode: 201,
          message: 'Document is uploaded succesfully',
          data: { key: 'doc-key-1', name: 'licence.pdf', url: '/files/doc-key-1' },
        }),
      );

      expect(await screen.findByText('Document 1')).toBeTruthy();
      const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
      expect(put).toEqual({
        path: `/organization/${ORG_ID}`,
        method: 'PUT',
        body: { documentKeys: ['doc-key-1'] },
      });
    },
    FILLING_BUDGET_MS,
  );

  it(
    "puts the server's 409 beside the name",
    async () => {
      serve(({ method }) => (method === 'POST' ? failure(409, 'Conflict') : ok(makeOrganization())));
      open();
      await screen.findByRole('dialog', { name: 'Facility Information' });
      await fillDetails();
      await save();

      const name = field(/^Facility name/);
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText(ORGANIZATION_MESSAGES.nameTaken)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();
    },
    FILLING_BUDGET_MS,
  );

  it('says a name is taken 600 ms after the last keystroke', async () => {
    const fetchMock = serve(() => ok(null), false);
    open();
    await screen.findByRole('dialog', { name: 'Facility Information' });
    await userEvent.type(field(/^Facility name/), 'Sunrise Hospital');

    expect(await screen.findByText(ORGANIZATION_MESSAGES.nameTaken, {}, { timeout: 2000 })).toBeTruthy();
    const checks = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.pathname.endsWith('/organization/nameAvailable'));
    // One question for the whole name, not one per keystroke.
    expect(checks.map((url) => url.searchParams.get('orgName'))).toEqual(['Sunrise Hospital']);
  });

  it('edits an existing facility in one step', async () => {
    const organization = makeOrganization({
      abilities: { edit: true, delete: true, manageMembers: true, leave: false },
    });
    const fetchMock = serve(({ method }) =>
      method === 'PUT'
        ? ok({ ...organization, description: 'Now 250 beds.' }, ORGANIZATION_MESSAGES.updated)
        : ok(organization),
    );
    const onClose = vi.fn();
    open({
      organization: {
        ...organization,
        orgAddress: { ...organization.orgAddress, line2: 'Banjara Hills', zip_code: '500034' },
      },
      onClose,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Facility Information' });
    expect(within(dialog).queryByText('Logo and documents')).toBeNull();
    expect((field(/^Facility name/) as HTMLInputElement).value).toBe('Sunrise Hospital');

    enter(/^Description/, 'Now 250 beds.');
    await save('Save changes');

    expect(await screen.findByText(ORGANIZATION_MESSAGES.updated)).toBeTruthy();
    const put = apiCalls(fetchMock).find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/organization/${ORG_ID}`);
    expect(put?.body).toMatchObject({ orgName: 'Sunrise Hospital', description: 'Now 250 beds.' });
    expect(onClose).toHaveBeenCalled();
  });
});
