// The shop has no accounts: Strapi's users and permissions plugin, with its public sign-up and
// its user and role lists, is off. The content API is read with API tokens only (src/tokens.js).
// The contact form's mail goes out through SMTP_HOST (cms/README.md, "The mail service");
// without it, to a local mail catcher on port 1025.
// The upload plugin's resized copies: Strapi's own three (large 1000, medium 750, small 500, which
// setting `breakpoints` replaces), and `preview`, a copy at least 1200 px on its longer side: the
// size large networks draw a link preview from, so a photo's product page can show it
// (packages/core/src/linkPreview.ts).
module.exports = ({ env }) => ({
  'users-permissions': { enabled: false },
  upload: {
    config: {
      breakpoints: { preview: 1200, large: 1000, medium: 750, small: 500 },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', env('SMTP_HOST') ? 587 : 1025),
        secure: env.int('SMTP_PORT', 587) === 465,
        ...(env('SMTP_USER') ? { auth: { user: env('SMTP_USER'), pass: env('SMTP_PASS') } } : {}),
        // A mail server that does not answer is retried later from the outbox, not waited for.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      settings: { defaultFrom: env('MAIL_FROM', 'Rimal <no-reply@example.com>') },
    },
  },
});
