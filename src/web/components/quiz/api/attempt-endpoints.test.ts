import { describe, expectTypeOf, it } from 'vitest';
import type { InferRequestType, InferResponseType } from 'hono/client';
import type { api } from '../../../lib/api-client';
import type { AttemptClient } from './attempt-client';

/**
 * Type-level: the web's typed client still infers every attempt endpoint the route factory
 * mounts (ADR 0037). Checked by the typecheck (`npm run typecheck`, part of lint in CI): were
 * inference to degrade to any, unknown or never, these assertions would not compile.
 */
type Practice = typeof api.practice.quizzes;
type Mistakes = typeof api.mistakes.quizzes;
type Entries = typeof api.competitions.entries;
type Status = 'in_progress' | 'overdue' | 'completed';

/** Not any, not unknown, not never: a real object type. */
type Real<T> = 0 extends 1 & T
  ? 'any'
  : unknown extends T
    ? 'unknown'
    : [T] extends [never]
      ? 'never'
      : T extends object
        ? 'real'
        : 'not an object';

describe('attempt endpoints in the typed client', () => {
  it('practice: start, read, save and submit each infer their answer', () => {
    type Started = InferResponseType<Practice['$post'], 201>;
    type Read = InferResponseType<Practice[':id']['$get'], 200>;
    type Saved = InferResponseType<Practice[':id']['answers']['$put'], 200>;
    type Submitted = InferResponseType<Practice[':id']['submit']['$post'], 200>;
    expectTypeOf<Real<Started>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Read>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Saved>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Submitted>>().toEqualTypeOf<'real'>();
    expectTypeOf<Started['status']>().toEqualTypeOf<'in_progress'>();
    expectTypeOf<Started['questions'][number]['questionText']>().toEqualTypeOf<string>();
    expectTypeOf<Read['status']>().toEqualTypeOf<Status>();
    expectTypeOf<
      Extract<Read, { status: 'completed' }>['questions'][number]['correctAnswer']
    >().toEqualTypeOf<string>();
    expectTypeOf<Saved>().toEqualTypeOf<{ answers: Record<string, string>; savedAt: string }>();
    // The shorter submit answer: the achievements earned, no question texts.
    expectTypeOf<Submitted['earned'][number]['title']>().toEqualTypeOf<string>();
    expectTypeOf<Submitted['questions'][number]>().not.toHaveProperty('questionText');
    expectTypeOf<InferRequestType<Practice['$post']>['json']>().toHaveProperty('level');
  });

  it('retry: the same face, its submit the whole result', () => {
    type Started = InferResponseType<Mistakes['$post'], 201>;
    type Read = InferResponseType<Mistakes[':id']['$get'], 200>;
    type Submitted = InferResponseType<Mistakes[':id']['submit']['$post'], 200>;
    expectTypeOf<Real<Started>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Read>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Submitted>>().toEqualTypeOf<'real'>();
    expectTypeOf<Started['status']>().toEqualTypeOf<'in_progress'>();
    expectTypeOf<Read['status']>().toEqualTypeOf<Status>();
    expectTypeOf<Submitted['questions'][number]['questionText']>().toEqualTypeOf<string>();
    expectTypeOf<InferRequestType<Mistakes['$post']>['json']>().not.toHaveProperty('level');
  });

  it('competition entries: read, save and submit by attempt id, the score only', () => {
    type Read = InferResponseType<Entries[':id']['$get'], 200>;
    type Saved = InferResponseType<Entries[':id']['answers']['$put'], 200>;
    type Submitted = InferResponseType<Entries[':id']['submit']['$post'], 200>;
    type Switched = InferResponseType<Entries[':id']['switches']['$post'], 200>;
    expectTypeOf<Real<Read>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Saved>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Submitted>>().toEqualTypeOf<'real'>();
    expectTypeOf<Real<Switched>>().toEqualTypeOf<'real'>();
    expectTypeOf<Read['status']>().toEqualTypeOf<Status>();
    expectTypeOf<Submitted['performanceLabel']>().toBeString();
    expectTypeOf<Submitted>().not.toHaveProperty('questions');
    expectTypeOf<Extract<Read, { status: 'completed' }>>().not.toHaveProperty('questions');
    expectTypeOf<Switched['tabSwitches']>().toEqualTypeOf<number>();
    // An entry starts from its competition (POST /:id/entry), not from /entries.
    expectTypeOf<Entries>().not.toHaveProperty('$post');
  });

  it('the attempt client built from each endpoint keeps those answers', () => {
    type P = AttemptClient<Practice>;
    type E = AttemptClient<Entries>;
    type Started = Awaited<ReturnType<P['start']>>;
    expectTypeOf<Real<Started>>().toEqualTypeOf<'real'>();
    expectTypeOf<Started['clockOffsetMs']>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<P['start']>[0]>().toEqualTypeOf<
      InferRequestType<Practice['$post']>['json']
    >();
    type Resumed = Awaited<ReturnType<P['resume']>>;
    expectTypeOf<Resumed['status']>().toEqualTypeOf<'in_progress' | 'completed'>();
    expectTypeOf<Extract<Resumed, { status: 'in_progress' }>['clockOffsetMs']>().toBeNumber();
    expectTypeOf<Awaited<ReturnType<P['submit']>>>().toEqualTypeOf<
      InferResponseType<Practice[':id']['submit']['$post'], 200>
    >();
    expectTypeOf<Awaited<ReturnType<E['submit']>>['performanceLabel']>().toBeString();
    expectTypeOf<E>().not.toHaveProperty('start');
  });
});
