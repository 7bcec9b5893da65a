/** The Glans wordmark: the name in the display face with a small faceted spark. Decorative; the link names it. */
export function GlansLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 132 36" width="132" height="36" aria-hidden="true" focusable="false">
      <text x="0" y="28" fontFamily="var(--font-display)" fontSize="30" fontWeight="450" letterSpacing="1.5" fill="currentColor">
        Glans
      </text>
      <path d="M116 6 l4 6 l-4 6 l-4 -6 z" fill="var(--color-accent)" />
      <path d="M116 6 l4 6 h-8 z" fill="#c9a86a" />
    </svg>
  );
}
