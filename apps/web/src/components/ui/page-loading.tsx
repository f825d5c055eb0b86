import { MascotCat } from './mascot.tsx';
import { UI } from '../../lib/messages.ts';

/** What a screen shows while its data (or its lazy code) loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <MascotCat size={72} className="bob" />
      <span>{UI.loading}</span>
    </div>
  );
}
