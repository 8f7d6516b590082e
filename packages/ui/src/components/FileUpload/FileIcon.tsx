import { LineArt } from '../../icons';

/** A sheet of paper with a folded corner; decorative, the file name says what it is. */
export function FileIcon() {
  return (
    <LineArt>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </LineArt>
  );
}
