/** The video poster: a conversation turning into a booking, drawn rather than downloaded. */
export function VideoPoster() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id="vf-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#071113" />
          <stop offset="0.55" stopColor="#0b2f30" />
          <stop offset="1" stopColor="#0a4f49" />
        </linearGradient>
        <radialGradient id="vf-glow" cx="0.75" cy="0.2" r="0.6">
          <stop offset="0" stopColor="#3fd9c1" stopOpacity="0.35" />
          <stop offset="1" stopColor="#3fd9c1" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="360" fill="url(#vf-bg)" />
      <rect width="640" height="360" fill="url(#vf-glow)" />
      {/* A phone with comment bubbles on the left */}
      <g transform="translate(64 28)">
        <rect width="140" height="236" rx="22" fill="#071113" stroke="#14a394" strokeWidth="3" />
        <rect x="14" y="22" width="112" height="8" rx="4" fill="#0a7368" opacity="0.8" />
        <rect x="14" y="44" width="86" height="26" rx="10" fill="#1c3135" />
        <rect x="38" y="80" width="88" height="32" rx="10" fill="#14a394" />
        <rect x="14" y="122" width="72" height="22" rx="10" fill="#1c3135" />
        <rect x="38" y="154" width="88" height="36" rx="10" fill="#14a394" />
        <rect x="14" y="202" width="112" height="22" rx="11" fill="#0c181b" stroke="#2a4347" />
      </g>
      {/* A voice waveform across the middle */}
      <g fill="#3fd9c1" opacity="0.6">
        {[18, 42, 28, 64, 36, 80, 52, 30, 70, 44, 24, 58, 34, 18].map((h, i) => (
          <rect key={i} x={236 + i * 14} y={180 - h / 2} width="6" height={h} rx="3" />
        ))}
      </g>
      {/* A calendar with a booked slot on the right */}
      <g transform="translate(446 50)">
        <rect width="140" height="150" rx="14" fill="#f8fafc" opacity="0.95" />
        <rect width="140" height="34" rx="14" fill="#0a7368" />
        <rect y="20" width="140" height="14" fill="#0a7368" />
        {[0, 1, 2, 3].map((r) =>
          [0, 1, 2, 3].map((c) => (
            <rect
              key={`${r}-${c}`}
              x={14 + c * 30}
              y={48 + r * 24}
              width="22"
              height="16"
              rx="4"
              fill={r === 2 && c === 1 ? "#f06a3a" : "#dde6e4"}
            />
          )),
        )}
      </g>
    </svg>
  );
}
