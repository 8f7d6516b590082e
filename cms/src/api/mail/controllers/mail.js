// Answers as the demo's mail service does (mocks/src/handlers/mail.ts): `{ message }` with the
// same statuses, so the site cannot tell them apart.
const answer = (ctx, status, body) => {
  ctx.status = status;
  ctx.body = body;
};

module.exports = ({ strapi }) => {
  const service = () => strapi.service('api::mail.mail');
  return {
    async upload(ctx) {
      if (!ctx.is('multipart')) {
        return answer(ctx, 400, {
          message: 'Expected a multipart/form-data body with files in the field "photos"',
        });
      }
      const given = ctx.request.files?.photos;
      const files = given === undefined ? [] : [given].flat();
      if (files.length === 0) {
        return answer(ctx, 400, { message: 'No files received in the field "photos"' });
      }
      const result = await service().upload(files);
      if (result.problem)
        return answer(ctx, result.problem.status, { message: result.problem.message });
      return answer(ctx, 200, result.records);
    },

    async register(ctx) {
      const result = await service().register(ctx.request.body, ctx.get('accept-language'));
      if (result.problem) return answer(ctx, 400, { message: result.problem });
      return answer(ctx, 201, { message: 'Enquiry registered', id: result.id });
    },

    async sendmail(ctx) {
      const result = await service().sendmail(ctx.request.body, ctx.get('accept-language'));
      if (result.problem) return answer(ctx, 400, { message: result.problem });
      return answer(ctx, 200, { message: 'Mail sent', id: result.id });
    },
  };
};
