import { createIcon } from './Icon';

export { LineArt } from './LineArt';

export type { IconProps, IconSize } from './Icon';
export { iconSizes } from './Icon';

export const MinusIcon = createIcon(<path d="M5 12h14" />);
export const PlusIcon = createIcon(<path d="M12 5v14M5 12h14" />);
export const CloseIcon = createIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const CheckIcon = createIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const ChevronDownIcon = createIcon(<path d="M6 9l6 6 6-6" />);
export const ChevronEndIcon = createIcon(<path d="M9 6l6 6-6 6" />);
export const ChevronStartIcon = createIcon(<path d="M15 6l-6 6 6 6" />);
export const ArrowStartIcon = createIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const MenuIcon = createIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const TrashIcon = createIcon(
  <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v6M14 11v6" />,
);
export const CartIcon = createIcon(
  <>
    <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </>,
);
export const ChatIcon = createIcon(
  <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12zM8.5 11h.01M12 11h.01M15.5 11h.01" />,
);
export const AlertIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
);
export const UploadIcon = createIcon(
  <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
);

/** Pause and play glyphs for the motion controls of the hero and the testimonial carousel. */
export const PauseIcon = createIcon(<path d="M9 5.5v13M15 5.5v13" strokeWidth={2.4} />);
export const PlayIcon = createIcon(<path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);
