import { useState, type FormEvent } from 'react';
import { Link, useOutletContext } from 'react-router';
import { SAFETY_RECORD_MSG } from '@storycat/contract/safety-record-messages';
import { teacherMsg } from '@storycat/contract/teacher-messages';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FlashText, useFlash } from '../../components/ui/flash.tsx';
import { ApiError } from '../../lib/api.ts';
import { TEACHER_UI } from '../../lib/messages.ts';
import { useCreateClass } from './api/create-class.ts';
import { useClasses } from './api/get-classes.ts';
import type { TeacherMe } from './api/get-me.ts';

/** /teacher: the classes of the teacher (a school admin sees every class of the school). */
export default function TeacherPage() {
  const me = useOutletContext<TeacherMe>();
  const classes = useClasses();
  const create = useCreateClass();
  const [name, setName] = useState('');
  const flash = useFlash();
  const handleCreate = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const r = await create.mutateAsync(name);
      setName('');
      flash.show(r.msg, 'ok');
    } catch (err) {
      flash.show(err instanceof ApiError ? err.message : String(err));
    }
  };
  return (
    <div className="page teacher-page">
      <h1 className="page-title">{me.role === 'school_admin' ? TEACHER_UI.allClasses : TEACHER_UI.classes}</h1>
      {classes.data?.length === 0 ? <p className="hint-text">{TEACHER_UI.noClasses}</p> : null}
      <ul className="class-grid">
        {classes.data?.map((c) => (
          <li key={c.id} className="card class-card">
            <Link to={`/teacher/classes/${c.id}`}>
              <strong>{c.name}</strong>
              <span>
                {c.pupil_count} {TEACHER_UI.pupilCount}
                {c.mine ? '' : TEACHER_UI.otherTeacher}
              </span>
              {c.concerns ? (
                <span className="concern-count" data-testid="class-concerns">
                  💛 {SAFETY_RECORD_MSG.title} {teacherMsg(SAFETY_RECORD_MSG.count, { N: c.concerns })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <form className="card teacher-inline-form" onSubmit={handleCreate} aria-label={TEACHER_UI.createClass}>
        <TextField
          label={TEACHER_UI.newClassName}
          placeholder={TEACHER_UI.newClassPlaceholder}
          value={name}
          maxLength={30}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {TEACHER_UI.createClass}
        </Button>
        <FlashText flash={flash} />
      </form>
    </div>
  );
}
