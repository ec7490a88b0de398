import { useT } from '#web/lib/i18n/i18n.tsx';

/** Our own drawing: a thali-style plate with greens, dal, grains and fruit. */
export function HeroIllustration() {
  const t = useT();
  return (
    <svg
      viewBox="0 0 400 320"
      role="img"
      aria-label={t('public.hero.plate')}
      className="mx-auto h-auto w-full max-w-md"
      width="400"
      height="320"
    >
      <ellipse cx="200" cy="290" rx="150" ry="18" fill="#d6d3d1" />
      <circle cx="200" cy="160" r="135" fill="#ffffff" stroke="#a7f3d0" strokeWidth="10" />
      <path d="M200 60 A100 100 0 0 1 296 175 L200 160 Z" fill="#86efac" />
      <path d="M296 175 A100 100 0 0 1 150 247 L200 160 Z" fill="#fde68a" />
      <path d="M150 247 A100 100 0 0 1 200 60 L200 160 Z" fill="#fdba74" />
      <circle cx="200" cy="160" r="34" fill="#fef3c7" stroke="#f59e0b" strokeWidth="4" />
      <g fill="#15803d">
        <ellipse cx="236" cy="104" rx="16" ry="8" transform="rotate(-30 236 104)" />
        <ellipse cx="260" cy="130" rx="14" ry="7" transform="rotate(20 260 130)" />
        <ellipse cx="222" cy="128" rx="12" ry="6" transform="rotate(60 222 128)" />
      </g>
      <g fill="#ffffff">
        <circle cx="230" cy="205" r="5" />
        <circle cx="246" cy="196" r="5" />
        <circle cx="214" cy="214" r="5" />
        <circle cx="252" cy="214" r="5" />
      </g>
      <g fill="#b45309">
        <circle cx="150" cy="150" r="6" />
        <circle cx="166" cy="128" r="6" />
        <circle cx="142" cy="176" r="6" />
        <circle cx="170" cy="196" r="6" />
      </g>
      <circle cx="340" cy="70" r="26" fill="#ef4444" />
      <path
        d="M340 44 q6 -14 18 -16"
        stroke="#15803d"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="62" cy="96" r="20" fill="#f59e0b" />
      <path d="M52 250 l26 -40 l14 10 z" fill="#4ade80" />
    </svg>
  );
}
