const colours = ['bg-emerald-500', 'bg-amber-400', 'bg-sky-500', 'bg-rose-400', 'bg-lime-500'];

/** A short burst of paper when the Meeting Notes dialog opens; none under reduced motion. */
export function Confetti() {
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-x-0 top-0 h-0 overflow-visible motion-reduce:hidden"
    >
      {Array.from({ length: 24 }, (_, i) => (
        <span
          key={i}
          className={`absolute top-0 h-2 w-1.5 rounded-sm ${colours[i % colours.length]} animate-[confetti_1.4s_ease-out_forwards]`}
          style={{
            left: `${(i * 37) % 100}%`,
            animationDelay: `${(i % 6) * 60}ms`,
            ['--drift' as string]: `${((i * 53) % 80) - 40}px`,
          }}
        />
      ))}
    </div>
  );
}
