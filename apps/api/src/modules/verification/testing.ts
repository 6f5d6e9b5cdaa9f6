import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { multipartFile, pdfBytes } from '../../../test/documents';
import type { TestUser } from '../../../test/factories';

/**
 * A facility's owner submits it for verification as the web does: a licence uploaded, then the
 * submission naming it. Answers the submission's id.
 */
export async function submitFacility(t: TestApp, owner: TestUser, orgId: string): Promise<string> {
  const { payload, headers } = multipartFile('file', 'licence.pdf', pdfBytes('Licence'), 'application/pdf');
  const document = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verification/documents',
    headers: { ...owner.auth, ...headers },
    payload,
  });
  expect(document.statusCode).toBe(201);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/verification',
    headers: owner.auth,
    payload: {
      kind: 'organization',
      orgId,
      registrationNumber: 'KA-CE-2211',
      authority: 'Karnataka Private Medical Establishments',
      documentKeys: [document.json<{ data: { key: string } }>().data.key],
    },
  });
  expect(submitted.statusCode).toBe(201);
  return submitted.json<{ data: { _id: string } }>().data._id;
}
