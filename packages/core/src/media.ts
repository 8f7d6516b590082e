/**
 * The address of a media file: the content service sends url paths under the media host
 * (docs/requirements.md §7); an absolute url (a cloud upload provider) is used as it is.
 */
export function mediaUrl(mediaHost: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path) || path.startsWith('//')) {
    return path;
  }
  const host = mediaHost.replace(/\/+$/, '');
  return path.startsWith('/') ? `${host}${path}` : `${host}/${path}`;
}
