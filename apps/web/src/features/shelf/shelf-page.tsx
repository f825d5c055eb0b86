import { useProfile } from '../../lib/auth.ts';
import { UI } from '../../lib/messages.ts';
import { PageLoading } from '../../app/layout.tsx';

/** The book shelf (spec part 1 §2 Main); the grid, create modal and onboarding cards come with issue B. */
export default function ShelfPage() {
  const profile = useProfile();
  if (!profile.data) return <PageLoading />;
  return (
    <div className="page">
      <h1 className="page-title">📚 {UI.navShelf}</h1>
      <p>
        {profile.data.name}，歡迎回來！你有 {profile.data.point} 點。
      </p>
    </div>
  );
}
