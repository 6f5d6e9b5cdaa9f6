import { z } from 'zod';
import { ACCOUNT_MESSAGES, idParamSchema, paymentAccountSchema } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { presentPaymentAccount } from './presenter';
import { addPaymentAccount, changePaymentAccount, listPaymentAccounts } from './service';

const tags = ['payment accounts'];
const accountParams = idParamSchema.extend({ accountId: z.string().min(1).max(100) });

export const paymentAccountRoutes: ApiModule = (ctx) => async (app) => {
  app.get(
    '/user/:id/payment/account',
    {
      schema: {
        tags,
        summary: "A doctor's or facility's payment accounts, numbers masked (the user or an administrator)",
        params: idParamSchema,
      },
    },
    async (request) => {
      const accounts = await listPaymentAccounts(ctx, requireUser(request), request.params.id);
      return ok(accounts.map(presentPaymentAccount));
    },
  );

  app.post(
    '/user/:id/payment/account',
    {
      schema: {
        tags,
        summary: 'Add an account that receives donations: IFSC in India, ABA routing number in the US',
        params: idParamSchema,
        body: paymentAccountSchema,
      },
    },
    async (request, reply) => {
      const account = await addPaymentAccount(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        request.ip,
      );
      return reply
        .status(201)
        .send(ok(presentPaymentAccount(account), ACCOUNT_MESSAGES.paymentAccountSaved, { statusCode: 201 }));
    },
  );

  app.put(
    '/user/:id/payment/account/:accountId',
    {
      schema: {
        tags,
        summary: 'Change a payment account',
        params: accountParams,
        body: paymentAccountSchema,
      },
    },
    async (request) => {
      const { id, accountId } = request.params;
      const account = await changePaymentAccount(
        ctx,
        requireUser(request),
        id,
        accountId,
        request.body,
        request.ip,
      );
      return ok(presentPaymentAccount(account), ACCOUNT_MESSAGES.paymentAccountUpdated);
    },
  );
};
