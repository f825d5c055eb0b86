import { CREATE_MSG } from '@storycat/contract/create-messages';

/** A page screen whose data could not load: the server's message, else the spec's refresh-and-retry text. */
export function LoadError({ error }: { error: Error }) {
  return (
    <p className="flash flash-error center-card" role="alert">
      {error.message || CREATE_MSG.refreshAndRetry}
    </p>
  );
}
