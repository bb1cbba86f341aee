import { Link } from 'react-router';
import { ButtonLink } from '../../features/marketing/components/button-link';
import { FeatureGrid } from '../../features/marketing/components/feature-tile';
import { MarketingSection } from '../../features/marketing/components/marketing-section';
import { SiteFooter } from '../../features/marketing/components/site-footer';
import { SiteHeader } from '../../features/marketing/components/site-header';
import { HOME_FEATURES, NO_CARD_NOTE } from '../../features/marketing/content';

export default function HomeRoute() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <title>PrepArena: daily timed practice for JAMB, WAEC and NECO</title>
      <meta
        name="description"
        content="Timed practice quizzes with an explanation for every answer and a daily streak, for JAMB UTME, WAEC SSCE and NECO SSCE."
      />
      <SiteHeader>
        <Link
          to="/login"
          className="rounded-lg px-3 py-2 text-sm font-semibold text-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Log in
        </Link>
      </SiteHeader>

      <main id="main" className="flex-1">
        <section aria-labelledby="hero-title">
          <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 md:py-20">
            <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              JAMB UTME · WAEC SSCE · NECO SSCE
            </p>
            <h1
              id="hero-title"
              className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl md:text-5xl"
            >
              Pass JAMB, WAEC and NECO with daily timed practice
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
              Short quizzes in the real exam format, an explanation for every answer, and a daily
              streak that keeps you going. About 15–20 minutes a day is enough to start.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/login" className="w-full sm:w-auto">
                Get Started
              </ButtonLink>
              <ButtonLink to="/learn-more" variant="outline" className="w-full sm:w-auto">
                Learn More
              </ButtonLink>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              {NO_CARD_NOTE} · Child-safe and ad-free
            </p>
          </div>
        </section>

        <MarketingSection id="features" title="Everything you need to prepare" muted>
          <FeatureGrid features={HOME_FEATURES} />
        </MarketingSection>
      </main>

      <SiteFooter />
    </div>
  );
}
