import { useMemo } from 'react';
import { encode } from 'uqr';

/** A QR code of `value` as crisp SVG (dark modules on a white quiet zone, scannable in dark mode). */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { border: 2, ecc: 'M' });
    let d = '';
    qr.data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
    return { size: qr.size, path: d };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid="address-qr"
    >
      <rect width={size} height={size} rx={1.5} fill="#fff" />
      <path d={path} fill="#0a0f1d" />
    </svg>
  );
}
