import { Icon, isIconName } from '../ui/icon';
import { cn } from '../../lib/cn';
import { RARITY_LABEL, type Rarity } from '../../../domain/achievements';

/** A stored rarity (spec §3: legendary, epic, rare; anything else is Common). */
export const rarityOf = (type: string): Rarity =>
  type === 'legendary' || type === 'epic' || type === 'rare' ? type : 'common';

/** Text at least 4.5:1 on its background, in every rarity's colour. */
const TONE: Record<Rarity, string> = {
  common: 'bg-slate-100 text-slate-800',
  rare: 'bg-blue-100 text-blue-900',
  epic: 'bg-purple-100 text-purple-900',
  legendary: 'bg-amber-100 text-amber-900',
};

export function RarityBadge({ rarity, className }: { rarity: string; className?: string }) {
  const r = rarityOf(rarity);
  return (
    <span
      data-testid="rarity"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE[r],
        className,
      )}
    >
      {RARITY_LABEL[r]}
    </span>
  );
}

/** An achievement's icon in a circle: its rarity's colour once earned, grey until then. */
export function AchievementIcon({
  icon,
  rarity,
  earned = true,
  size = 'md',
}: {
  icon: string | null;
  rarity: string;
  earned?: boolean;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        size === 'lg' ? 'h-12 w-12' : 'h-10 w-10',
        earned ? TONE[rarityOf(rarity)] : 'bg-muted text-muted-foreground',
      )}
    >
      <Icon
        name={isIconName(icon) ? icon : 'check'}
        className={size === 'lg' ? 'h-6 w-6' : 'h-5 w-5'}
      />
    </span>
  );
}
