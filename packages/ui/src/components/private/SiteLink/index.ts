export { Link, NavLink } from './SiteLink';
