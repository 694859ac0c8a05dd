import { encode } from 'uqr';
import styles from './crypto-qr-code.module.css';

/** The light margin every QR code needs around it for scanners to find it (4 modules). */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as inline SVG: one path of dark modules on a white square. Its own chunk, loaded by the
 * crypto deposit details only, so no other screen carries the encoder.
 */
export default function CryptoQrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const modules = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
  const extent = size + QUIET_ZONE * 2;
  return (
    <svg
      className={styles.code}
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-testid="crypto-qr-code"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#ffffff" />
      <path d={modules.join('')} fill="#000000" />
    </svg>
  );
}
