import { useEffect, useState } from 'react';
import { api, fireAndForget } from '../../../lib/api-client';
import type { Me } from '../../../lib/auth';

/** Greets by name on the first visit, then "Welcome back" (spec §2). */
export function Welcome({ me }: { me: Me }) {
  const [first] = useState(me.firstVisit);
  useEffect(() => {
    // Best effort: a lost mark only means the next visit greets by name again.
    if (first) fireAndForget(api.me.welcomed.$post());
  }, [first]);
  return (
    <h1 className="text-2xl font-bold">
      {first ? `Welcome to PrepArena, ${me.fullName}!` : `Welcome back, ${me.fullName}!`}
    </h1>
  );
}
