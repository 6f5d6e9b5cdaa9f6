import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIRECTORY_MESSAGES as M } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { loadConfig } from '../../config';
import { createUser } from '../../../test/factories';
import type { DirectoryEntry } from './entry';

/**
 * A stand-in for an external hospital directory speaking the wire format of
 * docs/directory.md#the-http-driver. Each test sets how it answers.
 */
interface StandIn {
  server: Server;
  url: string;
  received: { url: string; authorization: string | undefined }[];
  answer: (request: IncomingMessage, response: ServerResponse) => void;
}

const ENTRY: DirectoryEntry = {
  id: 'ext-42',
  name: 'Dr. Rhea Castellano',
  phone: '+14155550142',
  email: 'rhea@directory.example',
  linkedin: null,
  twitter: null,
  speciality: 'Orthopaedic Surgeon',
  experience: [{ position: 'Attending', hospital: 'Bluewater Health Institute', duration: '2016–present' }],
  education: [{ degree: 'MD', institution: 'Northfield School of Medicine', year: '2008' }],
  memberships: [],
  certifications: ['Basic Life Support'],
  achievements: [],
  languages: ['English', 'Spanish'],
  city: 'San Francisco',
  state: 'California',
  country: 'United States',
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const standIn: StandIn = { server: createServer(), url: '', received: [], answer: () => undefined };
let t: TestApp;

beforeAll(async () => {
  standIn.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    standIn.received.push({ url: request.url ?? '', authorization: request.headers.authorization });
    standIn.answer(request, response);
  });
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/api/`;
  t = await createTestApp({
    DIRECTORY_URL: standIn.url,
    DIRECTORY_API_KEY: 'test-directory-key',
    DIRECTORY_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await t.close();
  standIn.server.closeAllConnections();
  await new Promise((resolve) => standIn.server.close(resolve));
});
beforeEach(() => {
  standIn.received = [];
  standIn.answer = (request, response) => {
    if (request.url?.startsWith('/api/doctors?')) return json(response, 200, { total: 31, doctors: [ENTRY] });
    if (request.url === '/api/doctors/ext-42') return json(response, 200, ENTRY);
    return json(response, 404, { message: 'not found' });
  };
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

async function expectFailedList(url: string) {
  const res = await get(url);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ status: 'error', statusCode: 502, message: M.failedToFetchDoctors });
}

describe('the HTTP directory driver', () => {
  it('asks the list by city with the key as a bearer token, and passes its page on', async () => {
    const res = await get(
      '/directory/doctors?city=San%20Francisco&speciality=Orthopaedic%20Surgeon&limit=5&offset=10',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalCountOfRecords: 31,
      data: [{ _id: 'ext-42', source: 'directory' }],
    });
    expect(standIn.received).toEqual([
      {
        url: '/api/doctors?city=San+Francisco&speciality=Orthopaedic+Surgeon&limit=5&offset=10',
        authorization: 'Bearer test-directory-key',
      },
    ]);
  });

  it('reads a profile by id; the external directory takes no claims', async () => {
    const doctor = await createUser(t.ctx, { roles: ['doctor'] });
    const res = await get('/directory/doctors/ext-42', doctor.auth);
    expect(res.json().data).toMatchObject({
      _id: 'ext-42',
      name: 'Dr. Rhea Castellano',
      driver: 'http',
      claim: { status: null, byViewer: false },
      abilities: { claim: false },
    });
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/v1/directory/doctors/ext-42/claim',
      headers: doctor.auth,
    });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toBe(M.directoryTakesNoClaims);
  });

  it('answers 404 for an id the directory does not know', async () => {
    const res = await get('/directory/doctors/ext-404');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.doctorNotFound);
  });

  it("answers 502 'Failed to fetch doctors list.' when the directory fails, is slow, or speaks another format", async () => {
    standIn.answer = (_request, response) => json(response, 500, { error: 'down' });
    await expectFailedList('/directory/doctors?city=Pune');
    await expectFailedList('/directory/doctors/ext-42');

    standIn.answer = (_request, response) => json(response, 200, { doctors: [{ name: 'no id' }] });
    await expectFailedList('/directory/doctors?city=Pune');

    standIn.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"total":');
    };
    await expectFailedList('/directory/doctors?city=Pune');

    // Never answers: the 300 ms timeout ends the wait.
    standIn.answer = () => undefined;
    await expectFailedList('/directory/doctors?city=Pune');
  });

  it("keeps find doctors working when the directory fails, saying 'Failed to fetch doctors list.'", async () => {
    const viewer = await createUser(t.ctx, { roles: ['patient'] });
    standIn.answer = (_request, response) => json(response, 503, { error: 'down' });
    const res = await get(`/findDoctors?city=${encodeURIComponent('San Francisco')}`, viewer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { directoryError: M.failedToFetchDoctors } });

    standIn.answer = (_request, response) => json(response, 200, { total: 1, doctors: [ENTRY] });
    const found = await get(
      `/findDoctors?city=${encodeURIComponent('San Francisco')}&language=spanish`,
      viewer.auth,
    );
    expect(found.json()).toMatchObject({
      data: {
        directoryError: null,
        doctors: expect.arrayContaining([expect.objectContaining({ _id: 'ext-42' })]),
      },
    });
    expect(standIn.received.at(-1)?.url).toContain('language=spanish');
  });

  it('names the http driver in GET /health', async () => {
    expect((await get('/health')).json().data.directory).toEqual({ driver: 'http' });
  });

  it('is never half configured: a URL without its key (or a key alone) stops the start', () => {
    expect(() => loadConfig({ DIRECTORY_URL: 'http://127.0.0.1:9/' })).toThrow(
      'DIRECTORY_URL and DIRECTORY_API_KEY must be set together',
    );
    expect(() => loadConfig({ DIRECTORY_API_KEY: 'k' })).toThrow(
      'DIRECTORY_URL and DIRECTORY_API_KEY must be set together',
    );
  });
});
