import { Link } from 'react-router';
import { MascotCat } from '../../components/ui/mascot.tsx';
import { UI } from '../../lib/messages.ts';
import { Footer } from '../../components/ui/footer.tsx';

/** Landing (spec part 1 §2): company logo → company site, product logo, the two login entries, copyright. */
export default function LandingPage() {
  return (
    <div className="landing">
      <header className="landing-top">
        <a href={UI.companySite} target="_blank" rel="noopener noreferrer" className="company-logo">
          <span className="company-mark" aria-hidden="true">
            SC
          </span>
          <span>{UI.companyName}</span>
        </a>
      </header>
      <section className="landing-hero">
        <MascotCat size={180} className="bob" />
        <h1 className="product-logo">
          {UI.appName}
          <small>{UI.appNameEn}</small>
        </h1>
        <p className="tagline">{UI.landingTagline}</p>
        <p className="tagline-sub">{UI.landingSub}</p>
        <div className="landing-buttons">
          <Link to="/login?isSchool=true" className="btn btn-primary btn-huge">
            🏫 {UI.schoolLogin}
          </Link>
          <Link to="/login?isSchool=false" className="btn btn-secondary btn-huge">
            🏠 {UI.personalLogin}
          </Link>
        </div>
      </section>
      <Footer />
    </div>
  );
}
