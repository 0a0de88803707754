/**
 * A back-office screen's address ('' is the dashboard). Links go by path, not to '/admin/$section'
 * with the slug as a parameter: built screens have static routes of their own, and a $section link
 * that resolves to one of them makes the router warn (outside production) on every render.
 */
export function screenPath(slug: string): string {
  return slug ? `/admin/${slug}` : '/admin';
}
