import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  success: 'bg-green-100 text-green-900',
  warning: 'bg-yellow-100 text-yellow-900',
  info: 'bg-blue-100 text-blue-900',
  danger: 'bg-red-100 text-red-900',
  muted: 'bg-muted text-muted-foreground',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'muted',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
