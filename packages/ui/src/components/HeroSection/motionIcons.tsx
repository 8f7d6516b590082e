import { createIcon } from '../../icons/Icon';

/** Pause and play glyphs for the motion controls of the hero and the testimonial carousel. */
export const PauseIcon = createIcon(<path d="M9 5.5v13M15 5.5v13" strokeWidth={2.4} />);
export const PlayIcon = createIcon(<path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);
