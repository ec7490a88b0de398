interface SectionHeadingProps {
  id: string;
  tag?: string;
  title: string;
  text?: string;
}

/** The same heading block for every landing section. */
export function SectionHeading({ id, tag, title, text }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {tag && (
        <p className="mb-2 inline-block rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
          {tag}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-3 text-lg text-stone-700">{text}</p>}
    </div>
  );
}
