/** The social networks the site's configuration can link to; the footer draws a mark for each. */
export const socialNetworks = ['instagram', 'facebook', 'linkedin', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** One of the company's social profiles, from the site's configuration. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
}
