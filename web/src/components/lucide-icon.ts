// The browser build's createLucideIcon (web/build.ts puts it in place of lucide-react's own): the
// same <svg> for an icon, with a fraction of the library's code on every first load (decision 0073).
// It renders lucide's defaults, `size`, `width`, `height`, `color`, `strokeWidth`,
// `absoluteStrokeWidth`, `nonScalingStroke`, the class names and aria-hidden as lucide does; a
// LucideProvider's defaults it does not read (the app has none). The server renders with lucide's own,
// and lucide-icon.test.ts holds both to the same HTML for every icon.
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

export interface IconData {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};

const labelled = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith('aria-') || k === 'role' || k === 'title') && props[k] != null);

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  const own = [icon.name, ...(icon.aliases ?? []).filter((alias) => alias.trim())].map((name) => `lucide-${name}`);
  return forwardRef<SVGSVGElement, IconProps>(
    (
      {
        color,
        size,
        width,
        height,
        strokeWidth,
        absoluteStrokeWidth,
        nonScalingStroke,
        className = '',
        children,
        ...rest
      },
      ref,
    ) => {
      const w = width ?? size ?? 24;
      const stroke = strokeWidth ?? 2;
      return createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: w,
          height: height ?? size ?? 24,
          viewBox: `0 0 ${box} ${box}`,
          fill: 'none',
          stroke: color || 'currentColor',
          strokeWidth: absoluteStrokeWidth ? (Number(stroke) * box) / Number(w) : stroke,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: [...new Set(['lucide', ...own, ...className.split(/\s+/)])].filter(Boolean).join(' '),
          ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
          ...rest,
        },
        [
          ...icon.node.map(([tag, attributes]) =>
            createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
          ),
          ...(Array.isArray(children) ? children : [children]),
        ],
      );
    },
  );
}
