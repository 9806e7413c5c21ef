// Small flag marks for the language selector (spec §9: flag icon size 25).
export function SpainFlag({ size = 25 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" rx="3" fill="#AA151B" />
      <rect y="5" width="30" height="10" fill="#F1BF00" />
    </svg>
  );
}

export function UsFlag({ size = 25 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" rx="3" fill="#B22234" />
      {[1, 3, 5, 7, 9, 11].map((row) => (
        <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#fff" />
      ))}
      <rect width="13" height={(7 * 20) / 13} fill="#3C3B6E" />
    </svg>
  );
}
