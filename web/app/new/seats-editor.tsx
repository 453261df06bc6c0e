'use client';

export type SeatDraft = { type: 'creator' } | { type: 'invite'; email: string } | { type: 'open' };

/** Seat 1 is the creator's; every other seat is an email invitation or an open seat anyone with the link may take. */
export function SeatsEditor({
  seats,
  min,
  max,
  onChange,
}: {
  seats: SeatDraft[];
  min: number;
  max: number;
  onChange: (seats: SeatDraft[]) => void;
}) {
  const update = (index: number, seat: SeatDraft) => onChange(seats.map((s, i) => (i === index ? seat : s)));
  return (
    <fieldset className="fieldset">
      <legend>
        Seats <span className="small muted">({min === max ? min : `${min} to ${max}`} players)</span>
      </legend>
      <ol className="seats">
        {seats.map((seat, index) => (
          <li key={index}>
            {seat.type === 'creator' ? (
              <span>You</span>
            ) : (
              <div className="row">
                <label className="inline" htmlFor={`seat-${index}-type`}>
                  <span className="visually-hidden">Seat {index + 1}</span>
                  <select
                    id={`seat-${index}-type`}
                    value={seat.type}
                    onChange={(e) => update(index, e.target.value === 'invite' ? { type: 'invite', email: '' } : { type: 'open' })}
                  >
                    <option value="open">Open seat (share the link)</option>
                    <option value="invite">Invite by email</option>
                  </select>
                </label>
                {seat.type === 'invite' && (
                  <input
                    type="email"
                    aria-label={`Email for seat ${index + 1}`}
                    placeholder="friend@example.com"
                    value={seat.email}
                    required
                    onChange={(e) => update(index, { type: 'invite', email: e.target.value })}
                  />
                )}
                {seats.length > min && (
                  <button type="button" className="secondary" onClick={() => onChange(seats.filter((_, i) => i !== index))}>
                    Remove seat {index + 1}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {seats.length < max && (
        <button type="button" className="secondary" onClick={() => onChange([...seats, { type: 'open' }])}>
          Add a seat
        </button>
      )}
    </fieldset>
  );
}
