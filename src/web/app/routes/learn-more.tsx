import { Link } from 'react-router';
import { CtaSection } from '../../features/marketing/components/cta-section';
import { FeatureGrid } from '../../features/marketing/components/feature-tile';
import { Icon } from '../../features/marketing/components/icon';
import { MarketingSection } from '../../features/marketing/components/marketing-section';
import { SiteFooter } from '../../features/marketing/components/site-footer';
import { SiteHeader } from '../../features/marketing/components/site-header';
import {
  AVAILABLE_EXAMS,
  COMING_SOON_EXAMS,
  FEATURES,
  QUESTIONS_NOTE,
  REASONS,
  STEPS,
} from '../../features/marketing/content';

const CARD = 'rounded-lg border border-border bg-card p-5 text-card-foreground';

export default function LearnMoreRoute() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <title>How PrepArena works: JAMB, WAEC and NECO practice</title>
      <meta
        name="description"
        content="Why students choose PrepArena, which exams it covers, how practice works and what parents can expect."
      />
      <SiteHeader>
        <Link
          to="/home"
          className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Icon name="arrow-left" className="size-4" />
          Back to Home
        </Link>
      </SiteHeader>

      <main id="main" className="flex-1">
        <div className="mx-auto w-full max-w-5xl px-4 pt-10 sm:px-6 md:pt-14">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl">
            How PrepArena helps you get exam-ready
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Timed practice, clear explanations and a reason to come back every day, for students and
            for the parents and schools who support them.
          </p>
        </div>

        <MarketingSection id="why" title="Why choose PrepArena">
          <ul role="list" className="grid gap-4 sm:grid-cols-2">
            {REASONS.map((r) => (
              <li key={r.title} className={CARD}>
                <h3 className="flex items-start gap-2 text-lg font-semibold">
                  <Icon name="check" className="mt-1 size-5 shrink-0 text-primary" />
                  {r.title}
                </h3>
                <p className="mt-1 text-muted-foreground">{r.body}</p>
              </li>
            ))}
          </ul>
        </MarketingSection>

        <MarketingSection id="exams" title="Exams you can practise for" muted>
          <h3 className="text-lg font-semibold">Available now</h3>
          <ul role="list" className="mt-3 grid gap-4 md:grid-cols-3">
            {AVAILABLE_EXAMS.map((e) => (
              <li key={e.name} className={CARD}>
                <p className="text-lg font-bold">{e.name}</p>
                <p className="mt-1 text-muted-foreground">{e.body}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">Coming soon</h3>
          <ul role="list" className="mt-3 flex flex-wrap gap-2">
            {COMING_SOON_EXAMS.map((name) => (
              <li
                key={name}
                className="rounded-lg border border-border bg-background px-3 py-1 text-sm"
              >
                {name}
              </li>
            ))}
          </ul>
        </MarketingSection>

        <MarketingSection id="how" title="How it works">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((s, i) => (
              <li key={s.title} className={CARD}>
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
                <p className="mt-1 text-muted-foreground">{s.body}</p>
              </li>
            ))}
          </ol>
          <aside
            aria-labelledby="questions-note-title"
            className="mt-6 rounded-lg border border-border border-l-4 border-l-amber-500 bg-card p-5 text-card-foreground"
          >
            <h3 id="questions-note-title" className="font-semibold">
              About our questions
            </h3>
            <p className="mt-1 text-muted-foreground">{QUESTIONS_NOTE}</p>
          </aside>
        </MarketingSection>

        <MarketingSection id="features" title="Features" muted>
          <FeatureGrid features={FEATURES} columns={3} />
        </MarketingSection>

        <CtaSection
          id="start"
          title="Ready for your first timed quiz?"
          body="Create a free account, pick your exam and take level 1 today."
          linkText="Start Practising Free"
          to="/login"
        />
      </main>

      <SiteFooter />
    </div>
  );
}
