import {
  SAFETY_CATEGORY_LABEL,
  SAFETY_FIELD_LABEL,
  SAFETY_RECORD_MSG,
} from '@storycat/contract/safety-record-messages';
import { teacherMsg } from '@storycat/contract/teacher-messages';
import { useConcerns, type PupilConcern } from '../api/get-concerns.ts';
import { formatWhen } from '../lib/when.ts';

function PupilConcernRow({ pupil }: { pupil: PupilConcern }) {
  return (
    <li className="concern" data-testid={`concern-${pupil.username}`}>
      <div className="concern-head">
        <strong>{pupil.name}</strong>
        <span className="mono">{pupil.username}</span>
        <span className="concern-count">{teacherMsg(SAFETY_RECORD_MSG.count, { N: pupil.count })}</span>
      </div>
      <ul className="concern-events">
        {pupil.events.map((e, i) => (
          <li key={i} className={e.category === 'self_harm' ? 'concern-urgent' : undefined}>
            <time dateTime={e.created_at}>{formatWhen(e.created_at)}</time>
            <span className="chip">{SAFETY_CATEGORY_LABEL[e.category] ?? e.category}</span>
            <span className="concern-field">{SAFETY_FIELD_LABEL[e.field] ?? e.field}</span>
            {e.text ? <q>{e.text}</q> : <span className="hint-text">{SAFETY_RECORD_MSG.textHidden}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** 「需要關心」 on the class page: who of the class wrote texts the safety check refused, and what was kept. */
export function ConcernsPanel({ classId }: { classId: string }) {
  const concerns = useConcerns(classId);
  return (
    <section className="card teacher-section concerns-panel" aria-label={SAFETY_RECORD_MSG.title}>
      <h2>💛 {SAFETY_RECORD_MSG.title}</h2>
      <p className="hint-text">{SAFETY_RECORD_MSG.intro}</p>
      {concerns.error ? <p className="flash flash-error">⚠️ {concerns.error.message}</p> : null}
      {concerns.data?.length === 0 ? <p>{SAFETY_RECORD_MSG.none}</p> : null}
      {concerns.data?.length ? (
        <ul className="concern-list">
          {concerns.data.map((p) => (
            <PupilConcernRow key={p.id} pupil={p} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
