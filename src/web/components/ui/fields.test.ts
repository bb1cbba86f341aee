import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './input';
import { SelectField } from './select';
import { TextareaField } from './textarea';
import { StatTiles } from './stat-tiles';

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('labelled fields', () => {
  const fields = {
    input: createElement(Field, {
      id: 'email',
      label: 'Email',
      error: 'Required',
      className: 'extra',
      type: 'email',
      placeholder: 'you@example.com',
    }),
    select: createElement(SelectField, {
      id: 'email',
      label: 'Email',
      error: 'Required',
      className: 'extra',
      options: [{ value: 'a', label: 'A' }],
      placeholder: 'Choose',
    }),
    textarea: createElement(TextareaField, {
      id: 'email',
      label: 'Email',
      error: 'Required',
      className: 'extra',
      maxLength: 9,
    }),
  };

  it.each(Object.entries(fields))(
    '%s: label, error wired by aria-describedby, own attributes kept',
    (tag, field) => {
      const out = html(field);
      expect(out).toContain('<label for="email"');
      expect(out).toContain('>Email</label>');
      expect(out).toMatch(
        new RegExp(
          `<${tag}[^>]* id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"`,
        ),
      );
      expect(out).toMatch(new RegExp(`<${tag}[^>]*class="[^"]*border-destructive extra`));
      expect(out).toContain('<p id="email-error" class="text-sm text-destructive">Required</p>');
      // The shell's own props never land on the element as attributes.
      expect(out).not.toMatch(new RegExp(`<${tag}[^>]* (label|error)=`));
    },
  );

  it('passes the element its own attributes', () => {
    expect(html(fields.input)).toMatch(/<input type="email" placeholder="you@example.com"/);
    expect(html(fields.select)).toContain(
      '<option value="">Choose</option><option value="a">A</option>',
    );
    expect(html(fields.textarea)).toMatch(/<textarea rows="3" maxLength="9"/);
  });

  it('without an error: no aria-invalid, no description', () => {
    const out = html(createElement(Field, { id: 'name', label: 'Name' }));
    expect(out).not.toContain('aria-invalid');
    expect(out).not.toContain('aria-describedby');
  });
});

describe('stat tiles', () => {
  it('lists each figure as a term and its value, with the tiles test id', () => {
    const out = html(
      createElement(StatTiles, {
        stats: [
          { label: 'Attempts', value: '3' },
          { label: 'Best Score', value: '90%' },
        ],
        compact: true,
        testId: 'progress-stat',
      }),
    );
    expect(out).toContain('<dl class="grid grid-cols-3 gap-2 text-center">');
    expect(out.match(/data-testid="progress-stat"/g)).toHaveLength(2);
    expect(out).toContain(
      '<dt class="text-xs text-muted-foreground">Best Score</dt><dd class="text-lg font-bold">90%</dd>',
    );
  });
});
