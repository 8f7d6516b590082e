export { Navbar, newReleaseLinks } from './Navbar';
export type { NavbarProps } from './Navbar';
