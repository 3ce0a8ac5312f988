/** A saved roster's addresses, relative to the site: its read-only view and its edit link (which carries the key). */
export function viewPath(viewId: string): string {
  return `/r/${encodeURIComponent(viewId)}`;
}

export function editUrl(entry: { viewId: string; key: string }): string {
  return `${viewPath(entry.viewId)}/edit?key=${encodeURIComponent(entry.key)}`;
}
