import { ImageResponse } from 'next/og';

export const alt = 'Pursuit — Track. Optimize. Succeed.';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/** Social preview image, rendered once at build time. */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'linear-gradient(135deg, #eef0ff 0%, #f7f8fb 55%, #ffffff 100%)',
        color: '#1c2033',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#4552d6" />
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
        <div style={{ fontSize: 48, fontWeight: 700 }}>Pursuit</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 92, fontWeight: 800, letterSpacing: -2, display: 'flex', gap: 24 }}>
          <span>Track.</span>
          <span>Optimize.</span>
          <span style={{ color: '#4552d6' }}>Succeed.</span>
        </div>
        <div style={{ fontSize: 34, color: '#545b70', maxWidth: 950 }}>
          Track every application and interview, score your resume against the job, and fix what is
          missing.
        </div>
      </div>
    </div>,
    size,
  );
}
