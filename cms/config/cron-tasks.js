/**
 * Strapi's cron (config/server.js): the shop's sweep expires unpaid payment sessions and order
 * references (`expireStale` in src/api/shop/services/shop.js). `SHOP_EXPIRY_SWEEP` is its
 * schedule (node-schedule's cron syntax, seconds first when six fields); every ten minutes by
 * default.
 */
module.exports = {
  shopExpiry: {
    task: async ({ strapi }) => {
      const expired = await strapi.service('api::shop.shop').expireStale();
      if (expired.sessions + expired.orders > 0) {
        strapi.log.info(
          `shop: expired ${expired.sessions} payment sessions and ${expired.orders} order references`,
        );
      }
    },
    options: { rule: process.env.SHOP_EXPIRY_SWEEP || '*/10 * * * *' },
  },
};
