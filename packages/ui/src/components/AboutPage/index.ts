export { AboutPage, CompanyProfile, CorporateValues, Leadership, Pillars } from './AboutPage';
export type { AboutPageProps, LeaderPortraitUrl, LeadershipProps } from './AboutPage';
