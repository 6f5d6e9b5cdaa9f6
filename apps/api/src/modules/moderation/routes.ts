import { MODERATION_MESSAGES, RECORD_FILE_FIELD, type ModerationVerdictDto } from '@carenet/shared';
import { requireUser } from '../../platform/auth/request-auth';
import { ok } from '../../platform/envelope';
import type { ApiModule } from '../../platform/module';
import { moderate } from '../../platform/moderation';
import { receiveUpload } from '../../platform/uploads';
import { IMAGE_UPLOAD } from '../../platform/uploads/document-and-image-rules';

/** Each check is seconds of a processor: a signed-in user gets a few a minute. */
const CHECKS_PER_MINUTE = 20;

/**
 * POST /obscene/image (docs/files-and-uploads.md#image-moderation): whether an image would be accepted
 * where public pictures are uploaded, before the user chooses it. Nothing is stored.
 */
export const moderationRoutes: ApiModule = (ctx) => async (app) => {
  app.post(
    '/obscene/image',
    {
      schema: {
        tags: ['files'],
        summary: `Check one image for nudity (multipart "${RECORD_FILE_FIELD}"; the verdict, the top label and each label's probability); nothing is stored`,
        consumes: ['multipart/form-data'],
      },
      config: { rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      requireUser(request);
      const upload = await receiveUpload(request, IMAGE_UPLOAD);
      const verdict = await moderate(ctx.moderation, upload.bytes, upload.mime);
      const data: ModerationVerdictDto = { ...verdict, driver: ctx.moderation.driver };
      const message =
        ctx.moderation.driver === 'off'
          ? MODERATION_MESSAGES.off
          : verdict.acceptable
            ? MODERATION_MESSAGES.checked
            : MODERATION_MESSAGES.rejected;
      return ok(data, message);
    },
  );
};
