/** Casualty boxes, one per wound; the group is read as its label ("6 soldiers"). */
export function Boxes({ n, label }: { n: number; label: string }) {
  return (
    <span className="ac-boxes" role="img" aria-label={label}>
      {Array.from({ length: Math.min(n, 60) }, (_, i) => (
        <span key={i} className="ac-box" aria-hidden="true" />
      ))}
    </span>
  );
}

/** One labelled row of boxes per kind of model. */
export function CasualtyGroups({ groups, title }: { groups: { label: string; boxes: number }[]; title: string }) {
  if (groups.length === 0) return null;
  return (
    <div className="ac-casualties">
      <strong>{title}:</strong>
      {groups.map((g, i) => (
        <span key={i} className="ac-group">
          <span className="ac-group-label" aria-hidden="true">
            {g.label}
          </span>
          <Boxes n={g.boxes} label={g.label} />
        </span>
      ))}
    </div>
  );
}
