import type { LucideIcon } from 'lucide-react';

export type IconSize = 'sm' | 'md' | 'lg' | 'xl';
const pixels: Record<IconSize, number> = { sm: 16, md: 20, lg: 24, xl: 32 };

export interface IconProps {
  /** An icon from lucide-react, the one icon library of the site. */
  icon: LucideIcon;
  /** sm 16, md 20 (default), lg 24, xl 32 px. */
  size?: IconSize;
  /** Give a label only when the icon carries meaning on its own; otherwise it is hidden from assistive tech. */
  label?: string;
  /** For placing the icon inside a styled parent. */
  className?: string;
}

/** One icon library, one stroke weight, decorative unless labelled. */
export function Icon({ icon: Glyph, size = 'md', label, className }: IconProps) {
  return (
    <Glyph
      size={pixels[size]}
      strokeWidth={1.75}
      focusable="false"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
