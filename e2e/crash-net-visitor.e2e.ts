import { expect, it } from 'vitest';
import { crashNet } from './support/crash-net';
import { webRoutePaths } from './support/route-table';

/** Issue 26: the crash net (support/crash-net.ts) over every route and menu, as a signed-out visitor. */
crashNet('visitor');

it('reads the whole route table from the code: constants, nested groups and mapped lists', () => {
  expect(webRoutePaths()).toEqual(
    expect.arrayContaining([
      '/', // written in app/router.tsx itself
      '/nearest-hospital', // NEAREST_HOSPITAL_PATH, a constant of @carenet/shared
      '/member/myMedicalRecords', // a list of app/router.tsx under the sign-in guard
      '/admin/manageEvents', // a signed-in group of features/events
      '/event/:slug', // a public event route, wrapped by that map
      '/admin/userList', // features/admin, spread into app/routes/admin.tsx
      '*',
    ]),
  );
});
