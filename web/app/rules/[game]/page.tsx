import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasRulesSummary, summaries } from './summaries';

export async function generateMetadata({ params }: { params: Promise<{ game: string }> }): Promise<Metadata> {
  const { game } = await params;
  return { title: hasRulesSummary(game) ? `${summaries[game].title}: rules summary` : 'Rules summary' };
}

/** A short summary of one game's rules, in the words the table uses; public, like a rulebook. */
export default async function RulesPage({ params }: { params: Promise<{ game: string }> }) {
  const { game } = await params;
  if (!hasRulesSummary(game)) notFound();
  const { title, Summary } = summaries[game];
  return (
    <article className="panel rules-summary">
      <h1>{title}: rules summary</h1>
      <Summary />
    </article>
  );
}
