import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** Home-screen icon for iOS, drawn at build time from the same mark as icon.svg. */
export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#4552d6',
      }}
    >
      <svg width="120" height="120" viewBox="0 0 32 32">
        <path
          d="M8 22.5 13.5 16l4 3.5L24 10"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="24" cy="10" r="2.4" fill="#fff" />
      </svg>
    </div>,
    size,
  );
}
