// The back office's side menu (spec 002, route table). Kept free of components and icons so the
// route definitions can validate /admin/$section without pulling admin UI into the player bundle.

export type SectionBadge = 'New' | 'Hot' | 'Danger'

export interface AdminSection {
  /** Path segment under /admin; '' is the dashboard. */
  slug: string
  title: string
  badge?: SectionBadge
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { slug: '', title: 'Dashboard' },
  { slug: 'users', title: 'Users' },
  { slug: 'quiz', title: 'Quiz Management' },
  { slug: 'tournaments', title: 'Tournaments' },
  { slug: 'transactions', title: 'Transactions' },
  { slug: 'tasks', title: 'Tasks' },
  { slug: 'earn', title: 'Earn', badge: 'New' },
  { slug: 'achievements', title: 'Achievements' },
  { slug: 'analytics', title: 'Analytics' },
  { slug: 'settings', title: 'System Settings' },
  { slug: 'security', title: 'Security', badge: 'New' },
  { slug: 'loss-prevention', title: 'Loss Prevention', badge: 'New' },
  { slug: 'marketing-tasks', title: 'Marketing Tasks', badge: 'Hot' },
  { slug: 'task-verifications', title: 'Task Verifications', badge: 'New' },
  { slug: 'referrals', title: 'Referrals' },
  { slug: 'daily-bonus', title: 'Daily Bonus', badge: 'New' },
  { slug: 'wallet-settings', title: 'Wallet Settings', badge: 'New' },
  { slug: 'app-settings', title: 'App Settings', badge: 'Hot' },
  { slug: 'database', title: 'Database', badge: 'Danger' },
]

export function findSection(slug: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((s) => s.slug === slug && s.slug !== '')
}

/**
 * A section's address. Links go by path, not to '/admin/$section' with the slug as a parameter:
 * Transactions and Wallet Settings have static routes of their own, and a $section link that
 * resolves to one of them makes the router warn (outside production) on every render.
 */
export function sectionPath(slug: string): string {
  return slug ? `/admin/${slug}` : '/admin'
}
