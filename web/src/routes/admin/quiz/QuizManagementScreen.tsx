// The Quiz Management screen: its three tabs (the bank, AI generation, AI questions), chosen by the
// `tab` search.
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { BarChart3, ListChecks, Sparkles } from 'lucide-react';
import { SectionHeading } from '../ui/section';
import { GeneratorTab } from './GeneratorTab';
import { ManagerTab } from './ManagerTab';
import { QuestionList } from './QuestionList';
import type { QuizSearch, QuizTab } from './search';

const route = getRouteApi('/admin/guard/quiz');

const TABS: { tab: QuizTab; title: string; icon: typeof ListChecks }[] = [
  { tab: 'questions', title: 'Predefined Questions', icon: ListChecks },
  { tab: 'generator', title: 'AI Question Generator', icon: Sparkles },
  { tab: 'manager', title: 'AI Questions Manager', icon: BarChart3 },
];

export function QuizManagementScreen() {
  const tab: QuizTab = (route.useSearch() as QuizSearch).tab ?? 'questions';
  return (
    <div className="flex flex-col gap-5">
      <SectionHeading
        title="Quiz Management"
        subtitle="The questions players are judged on: the bank, AI generation with a verification gate, and AI questions."
      />
      <div role="tablist" aria-label="Quiz management" className="flex flex-wrap gap-1 border-b border-line">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to="/admin/quiz"
            search={t.tab === 'questions' ? {} : { tab: t.tab }}
            role="tab"
            aria-selected={tab === t.tab}
            className={clsx(
              '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium',
              tab === t.tab ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg',
            )}
          >
            <t.icon aria-hidden className="size-4" /> {t.title}
          </Link>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'generator' ? (
          <GeneratorTab />
        ) : tab === 'manager' ? (
          <ManagerTab />
        ) : (
          <QuestionList label="Predefined questions" />
        )}
      </div>
    </div>
  );
}
