import { createLazyRoute, Link } from '@tanstack/react-router'
import { Construction } from 'lucide-react'
import { findSection } from './sections'

export const Route = createLazyRoute('/admin/guard/$section')({ component: SectionPage })

/** Back-office sections that later releases fill in: an honest placeholder, no sample data. */
function SectionPage() {
  const { section } = Route.useParams()
  const info = findSection(section)
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{info?.title ?? 'Section'}</h1>
      <div className="card flex flex-col items-center p-10! text-center">
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-secondary/15 text-secondary">
          <Construction aria-hidden className="size-7" />
        </div>
        <h2 className="text-lg font-semibold">This section is being built</h2>
        <p className="mt-2 max-w-md text-sm text-muted">It will manage real data from the database once it is ready. Nothing on this page is sample data.</p>
        <Link to="/admin" className="btn btn-ghost mt-5">
          Back to the dashboard
        </Link>
      </div>
    </div>
  )
}
